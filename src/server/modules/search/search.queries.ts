import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { textArray } from "../../db/pg-array.js";
import { queryRows } from "../../db/query-rows.js";
import { stateRankOf } from "../catalog/catalog-list.queries.js";

export interface TermInfo {
  tok: string;
  exact: boolean;
  prefixed: boolean;
  /** Nearest dictionary words by trigram distance (GiST), to be checked for typo distance. */
  near: string[];
}

/** For each query word: is it a known word, a known prefix, and which known words are nearest. */
export async function lookupTerms(db: Db, tokens: string[]): Promise<TermInfo[]> {
  return queryRows<TermInfo>(
    db,
    sql`select t.tok,
        exists (select 1 from search_terms s where s.term = t.tok) as exact,
        exists (select 1 from search_terms s where s.term like t.tok || '%' and s.term <> t.tok) as prefixed,
        coalesce((select array_agg(n.term) from (select term from search_terms order by term <-> t.tok limit 8) n), '{}') as near
      from unnest(${textArray(tokens)}) t(tok)`,
  );
}

export interface Hits {
  total: number;
  ids: number[];
}

/**
 * Models matching a tsquery over the stored vectors (GIN), each by its best-ranked variant, ranked
 * by text rank times the category boost, available first on ties.
 */
export async function searchProducts(
  db: Db,
  tsquery: string,
  typeCode: string | null,
  limit: number,
  offset: number,
): Promise<Hits> {
  const typeFilter = typeCode
    ? sql`and p.master_product_id in (select m.id from master_products m join product_types t on t.id = m.product_type_id where t.code = ${typeCode})`
    : sql``;
  const [row] = await queryRows<Hits>(
    db,
    sql`
    with q as (select to_tsquery('simple', ${tsquery}) as q),
    hits as (
      select p.id, p.master_product_id as mid, p.price, p.quality, ${stateRankOf("p")} as st,
        ts_rank(p.search_vector, q.q) * p.search_boost as rank
      from products p, q where p.search_vector @@ q.q and p.is_active ${typeFilter}
    ),
    best as (select distinct on (mid) * from hits order by mid, rank desc, (st > 1), (quality <> 'new'), price, id),
    page as (
      select id, row_number() over (order by rank desc, (st > 1), price, mid) as rn from best order by rn limit ${limit} offset ${offset}
    )
    select (select count(*)::int from best) as total, coalesce((select array_agg(id order by rn) from page), '{}') as ids`,
  );
  return { total: row.total, ids: (row.ids as unknown[]).map(Number) };
}

/** Last resort for text the dictionary does not split well (codes, glued words): trigram similarity of names. */
export async function similarNames(db: Db, text: string, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (
      select distinct on (p.master_product_id) p.id, similarity(immutable_unaccent(lower(p.name)), ${text}) as sim
      from products p where p.is_active and immutable_unaccent(lower(p.name)) % ${text}
      order by p.master_product_id, sim desc) x order by sim desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.execute(sql`select catalog_refresh_search_terms()`);
}
