import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { intArray } from "../../db/pg-array.js";
import { prepared } from "../../db/prepared.js";
import { queryRows } from "../../db/query-rows.js";

/** Answers built and stored per transaction: short, since catalogue writers wait for its end. */
const ANSWERS_BATCH = 100;

/** A stored retail answer, as `productAnswer` takes it. */
interface StoredProductAnswer {
  product_id: number;
  master_id: number;
  tags: string[] | null;
  body: string;
}

/**
 * The fresh stored answer of a product by its seo name in `market` (decision 026): not marked stale,
 * of the current epoch, and before the next start or end of one of its offers. One index probe.
 */
const freshBySeoName = prepared((db) =>
  db
    .select({
      product_id: sql<number>`d.product_id`,
      master_id: sql<number>`d.master_id`,
      tags: sql<string[] | null>`d.tags`,
      body: sql<string>`d.body`,
    })
    .from(sql`catalog_product_docs d`)
    .where(sql`d.seo_name = ${sql.placeholder("seoName")} and not d.stale and d.market = ${sql.placeholder("market")}
      and d.epoch = (select docs_epoch from catalog_cards_state where id = 1)
      and (d.fresh_until is null or d.fresh_until > now())`)
    .limit(1)
    .prepare("stored_product_answer"),
);

export async function storedProductAnswer(
  db: Db,
  seoName: string,
  market: string,
): Promise<StoredProductAnswer | null> {
  const [row] = await freshBySeoName(db).execute({ seoName, market });
  return row ?? null;
}

/** An answer to store: its text and what the change log's trigger marks it by. */
export interface AnswerToStore {
  product_id: number;
  seo_name: string;
  master_id: number;
  meta_master_id: number | null;
  models: number[];
  fresh_until: string | null;
  tags: string[] | null;
  body: string;
}

/**
 * Stores `answers` fresh at `epoch` in `market` and drops the rows of `gone` (products no longer
 * active), on the filler's transaction.
 */
export async function storeProductAnswers(
  tx: Db,
  answers: AnswerToStore[],
  gone: number[],
  epoch: number,
  market: string,
): Promise<void> {
  if (gone.length)
    await tx.execute(sql`delete from catalog_product_docs where product_id = any(${intArray(gone)})`);
  if (!answers.length) return;
  await tx.execute(sql`insert into catalog_product_docs
      (product_id, seo_name, master_id, meta_master_id, models, market, epoch, stale, fresh_until, tags, body)
    select a.product_id, a.seo_name, a.master_id, a.meta_master_id,
      array(select json_array_elements_text(a.models)::int), ${market}, ${epoch}, false, a.fresh_until, a.tags, a.body
    from json_to_recordset(${JSON.stringify(answers)}::json) as a(product_id int, seo_name text, master_id int,
      meta_master_id int, models json, fresh_until timestamptz, tags json, body text)
    on conflict (product_id) do update set seo_name = excluded.seo_name, master_id = excluded.master_id,
      meta_master_id = excluded.meta_master_id, models = excluded.models, market = excluded.market,
      epoch = excluded.epoch, stale = false, fresh_until = excluded.fresh_until, tags = excluded.tags,
      body = excluded.body`);
}

/** Up to a batch of ids whose answer the change log marked stale or whose offers' window moved on. */
export async function staleAnswerIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`(select product_id as id from catalog_product_docs where stale order by product_id limit ${ANSWERS_BATCH})
    union
    (select product_id from catalog_product_docs where fresh_until <= now() and not stale limit ${ANSWERS_BATCH})
    order by id limit ${ANSWERS_BATCH}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Up to a batch of active products after `after` without a fresh answer of the current epoch in
 * `market`: the pass after a new epoch, a first start, or a database filled before the read model.
 * The repeated bound lets a merge anti-join start there too (as `cardlessIds`).
 */
export async function answerlessIds(db: Db, after: number, market: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p
    where p.is_active and p.id > ${after} and not exists (select 1 from catalog_product_docs d
      where d.product_id = p.id and d.product_id > ${after} and not d.stale and d.market = ${market}
        and d.epoch = (select docs_epoch from catalog_cards_state where id = 1))
    order by p.id limit ${ANSWERS_BATCH}`,
  );
  return rows.map((r) => r.id);
}

export const answersEpoch = async (db: Db) =>
  Number(
    (
      await queryRows<{ epoch: number }>(
        db,
        sql`select docs_epoch as epoch from catalog_cards_state where id = 1`,
      )
    )[0]?.epoch,
  );
