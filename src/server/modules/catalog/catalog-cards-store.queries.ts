import { sql } from "drizzle-orm";
import { catalogCard } from "../../../contract/catalog.js";
import type { Db } from "../../db/client.js";
import { intArray } from "../../db/pg-array.js";
import { queryRows } from "../../db/query-rows.js";
import { liveRetailCards } from "./catalog-cards.queries.js";
import { lockFillBatch } from "./read-model-lock.queries.js";

/** Cards built and stored per transaction: short, since catalogue writers wait for its end. */
const BATCH = 200;
/** `pg_try_advisory_xact_lock` key: one filler at a time over all processes (the others skip). */
const FILL_LOCK = 25_025;

/**
 * Builds and stores the retail cards of `ids` (decision 025), in one transaction opened by
 * `lockFillBatch` (the version row held FOR SHARE). Ids the catalogue no longer has lose their row.
 * Returns how many cards were stored, or null when another process was filling.
 */
export async function storeCards(
  db: Db,
  ids: number[],
  language: string,
  market: string,
): Promise<number | null> {
  if (!ids.length) return 0;
  return db.transaction(async (tx) => {
    if (!(await lockFillBatch(tx, FILL_LOCK))) return null;
    // In the contract's key order: the product answer sends stored accessory cards as they are. A
    // card the contract refuses is not stored (its readers read it live and answer the error), so
    // it cannot stay stale and come back to every round.
    const cards = (await liveRetailCards(tx, ids, language, market)).flatMap((c) => {
      const parsed = catalogCard.safeParse(c);
      return parsed.success ? [parsed.data] : [];
    });
    const found = new Set(cards.map((c) => c.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length)
      await tx.execute(sql`delete from catalog_cards where product_id = any(${intArray(gone)})`);
    if (cards.length) {
      await tx.execute(sql`insert into catalog_cards (product_id, master_id, epoch, lang, stale, card)
        select (c ->> 'id')::int, (c ->> 'master_id')::int, (select epoch from catalog_cards_state where id = 1),
          ${language}, false, c
        from json_array_elements(${JSON.stringify(cards)}::json) c
        on conflict (product_id) do update set master_id = excluded.master_id, epoch = excluded.epoch,
          lang = excluded.lang, stale = false, card = excluded.card`);
    }
    return cards.length;
  });
}

/** Up to `BATCH` ids whose card is marked stale (the change log's trigger marked them). */
export async function staleIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select product_id as id from catalog_cards where stale order by product_id limit ${BATCH}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Up to `BATCH` active products after `after` without a fresh card of the current epoch in
 * `language`: the pass after a new epoch, a first start, or a database filled before the read model.
 * The repeated bound on the cards lets a merge anti-join start there too (without it, each batch
 * read the cards from the first: 280 ms a batch at 350 000 cards).
 */
export async function cardlessIds(db: Db, after: number, language: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p
    where p.is_active and p.id > ${after} and not exists (select 1 from catalog_cards c where c.product_id = p.id
      and c.product_id > ${after}
      and not c.stale and c.lang = ${language} and c.epoch = (select epoch from catalog_cards_state where id = 1))
    order by p.id limit ${BATCH}`,
  );
  return rows.map((r) => r.id);
}

export const currentEpoch = async (db: Db) =>
  Number(
    (await queryRows<{ epoch: number }>(db, sql`select epoch from catalog_cards_state where id = 1`))[0]
      ?.epoch,
  );
