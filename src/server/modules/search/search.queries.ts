import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { queryRows } from "../../db/query-rows.js";

export interface DictionaryRows {
  terms: string[];
  freqs: number[];
  /** Models with an active variant: the planner's estimate (0 before the table's first ANALYZE). */
  models: number;
}

/** The whole dictionary (search-dictionary.ts holds it in memory), as two arrays: one row to decode. */
export async function dictionaryRows(db: Db): Promise<DictionaryRows> {
  const [row] = await queryRows<{ terms: string[] | null; freqs: number[] | null; models: number | null }>(
    db,
    sql`select array_agg(term order by term) as terms, array_agg(freq order by term) as freqs,
      (select greatest(c.reltuples, 0)::int from pg_class c where c.oid = 'search_models'::regclass) as models
      from search_terms`,
  );
  return { terms: row.terms ?? [], freqs: (row.freqs ?? []).map(Number), models: Number(row.models ?? 0) };
}

export interface Hits {
  /** Matching models counted, up to the cap the statement had. */
  found: number;
  /** The page's variants, one per model, best first. */
  ids: number[];
}

export interface SearchArgs {
  tsquery: string;
  /** The part of the query a lookup asks the GIN index for (null: all of it); search-plan.ts `indexGroups`. */
  indexTsquery: string | null;
  typeCode: string | null;
  limit: number;
  offset: number;
}

const tsq = (text: string | Placeholder) => sql`to_tsquery('simple', ${text})`;

/** A statement's page window: `limit` results after `offset` (values, or a named statement's placeholders). */
interface Page {
  limit: SQL;
  offset: SQL;
}
const pageOf = (a: SearchArgs): Page => ({ limit: sql`${a.limit}`, offset: sql`${a.offset}` });

const typeFilter = (alias: string, typeCode: SQL | null) =>
  typeCode
    ? sql`and ${sql.raw(alias)}.product_type_id = (select t.id from product_types t where t.code = ${typeCode})`
    : sql``;
const typeOf = (a: SearchArgs) => (a.typeCode === null ? null : sql`${a.typeCode}`);

/**
 * The variant each ranked model shows, in rank order: the one the words match best (a query for
 * "256" shows the 256 GB variant), then the list's order (available, new, cheapest).
 */
function pageVariants(ranked: SQL, q: SQL | null, page: Page): SQL {
  const text = q
    ? sql`coalesce(p.search_vector @@ ${q}, false) desc, coalesce(ts_rank(p.search_vector, ${q}), 0) desc,`
    : sql``;
  return sql`coalesce((select array_agg(v.id order by r.rn) from (${ranked}) r
    cross join lateral (select p.id from products p where p.master_product_id = r.mid and p.is_active
      order by ${text} not (p.warehouse_stock > 0 or p.stores_in_stock > 0), p.quality <> 'new', p.price, p.id limit 1) v
    where r.rn > ${page.offset}::int and r.rn <= ${page.offset}::int + ${page.limit}::int), '{}')`;
}

const STATIC_ORDER = sql.raw("boost desc, sold_out, price, mid");

/**
 * Ranks candidates (at most `window`, in the static order) by text rank times the category boost,
 * available and cheaper first on ties, and returns how many there were and the page's variants.
 */
function rankCandidates(cand: SQL, q: SQL, window: number, page: Page, found?: SQL): SQL {
  return sql`${found ? sql`, ` : sql`with `}cand as materialized (${cand})
    select ${found ?? sql`(select count(*)::int from cand)`} as found,
      ${pageVariants(
        sql`select mid, row_number() over (order by ts_rank(document, ${q}) * boost desc, sold_out, price, mid) as rn
          from (select * from cand order by ${STATIC_ORDER} limit ${sql.raw(String(window))}) c`,
        q,
        page,
      )} as ids`;
}

/**
 * The lookup's condition: the index's words through the GIN index, the rest checked on each row it
 * finds. `ts_match_vq` is the function behind `@@`; called by name, the planner cannot make it an
 * index condition (it would hand the common words back to the GIN index).
 */
function matchesQuery(q: SQL, index: SQL | null): SQL {
  if (!index) return sql`s.document @@ ${q}`;
  return sql`s.document @@ ${index} and ts_match_vq(s.document, ${q})`;
}

// In a generic plan `to_tsquery('simple', $1)` is not folded to a constant: it ran for every row
// it met (every match checked, ranked, every variant compared), 7 ms for a lookup of 2 576 matches
// at a million products. As a scalar subquery it runs once, and the index still takes it.
const once = (expression: SQL) => sql`(select ${expression})`;

const lookupStatements = new Map<string, ReturnType<typeof namedLookup>>();

/**
 * The lookup statement of one shape: with or without words for the index, a product type, a cap.
 * Named, one per shape (at most eight), so a connection plans it once: planning it was about half
 * of its database time. Its generic plan keeps the GIN bitmap scan (checked at 100 000 and
 * 1 000 000 products), whatever the words.
 */
function lookupStatement(index: boolean, type: boolean, capped: boolean, window: number) {
  const name = `search_lookup_${index ? "i" : ""}${type ? "t" : ""}${capped ? "c" : ""}_${window}`;
  let statement = lookupStatements.get(name);
  if (!statement) {
    statement = namedLookup(name, index, type, capped, window);
    lookupStatements.set(name, statement);
  }
  return statement;
}

function namedLookup(name: string, index: boolean, type: boolean, capped: boolean, window: number) {
  return prepared((db) =>
    db
      .select({ found: sql<number>`x.found`, ids: sql<unknown[]>`x.ids` })
      .from(
        sql`(${lookupSql(
          once(tsq(sql.placeholder("q"))),
          index ? once(tsq(sql.placeholder("index"))) : null,
          type ? sql`${sql.placeholder("type")}` : null,
          capped ? sql`${sql.placeholder("cap")}` : null,
          window,
          { limit: sql`${sql.placeholder("limit")}`, offset: sql`${sql.placeholder("offset")}` },
        )}) x`,
      )
      .prepare(name),
  );
}

function lookupSql(q: SQL, index: SQL | null, type: SQL | null, cap: SQL | null, window: number, page: Page) {
  return sql`with m as materialized (
      select s.master_product_id as mid, s.document, s.boost, s.sold_out, s.price from search_models s
      where ${matchesQuery(q, index)} ${typeFilter("s", type)} ${cap === null ? sql`` : sql`limit ${cap}::int + 1`})
    ${rankCandidates(
      sql`select * from m where ${cap === null ? sql`true` : sql`(select count(*) from m) <= ${cap}::int`}
        order by ${STATIC_ORDER} limit ${sql.raw(String(window + 1))}`,
      q,
      window,
      page,
      sql`(select count(*)::int from m)`,
    )}`;
}

/**
 * Few matches: the matching models from the GIN index, at most `cap + 1` of them (the query is broader
 * than estimated when there are more: `found` then says so and nothing is ranked), sorted in the static
 * order; the first `window` are ranked. `found` is `window + 1` when there are more than `window`.
 */
export async function searchLookup(db: Db, a: SearchArgs, window: number, cap: number | null): Promise<Hits> {
  const statement = lookupStatement(!!a.indexTsquery, a.typeCode !== null, cap !== null, window);
  const [row] = await statement(db).execute({
    q: a.tsquery,
    index: a.indexTsquery,
    type: a.typeCode,
    cap,
    limit: a.limit,
    offset: a.offset,
  });
  return { found: row.found, ids: (row.ids as unknown[]).map(Number) };
}

/** One word's postings, its spellings merged, in the static order; `alt` says which spelling. */
function postings(lexemes: string[], rows: number): SQL {
  const lists = lexemes.map(
    (lex, i) => sql`(select p.master_product_id as mid, p.boost, p.sold_out, p.price, ${i}::int as alt
      from search_postings p where p.term = ${lex}
      order by p.boost desc, p.sold_out, p.price, p.master_product_id limit ${rows})`,
  );
  return sql`(select * from (${sql.join(lists, sql` union all `)}) u order by ${STATIC_ORDER} limit ${rows})`;
}

/** A model holding two spellings of a word comes once per spelling: keep the first spelling's. */
function firstSpelling(column: SQL, lexemes: string[]): SQL {
  if (lexemes.length < 2) return sql``;
  const cases = lexemes
    .slice(1)
    .map((_, i) => sql`when ${i + 1} then not d.document @@ ${tsq(lexemes.slice(0, i + 1).join(" | "))}`);
  return sql`and case ${column} ${sql.join(cases, sql` `)} else true end`;
}

/**
 * Common words only: the postings of the rarest word (`words[0]`, its spellings merged) in the static
 * order, at most `rows`, joined in that order with the next rarest word's (a merge join of two index
 * ranges: neither is read further than the candidates need), each model then checked for the whole
 * query on its document, until `window` match; only those are ranked. `found` is `window + 1` when
 * that many matched.
 */
export async function searchWalk(
  db: DbOrTx,
  a: SearchArgs,
  words: string[][],
  window: number,
  rows: number,
): Promise<Hits> {
  const q = tsq(a.tsquery);
  const [first, second] = words;
  const walk = second
    ? sql`(select r.mid, r.boost, r.sold_out, r.price, r.alt, s.alt as alt2 from ${postings(first, rows)} r
        join ${postings(second, 2 ** 31 - 1)} s using (boost, sold_out, price, mid)
        order by ${STATIC_ORDER})`
    : sql`(select *, 0 as alt2 from ${postings(first, rows)} r)`;
  const [row] = await queryRows<Hits>(
    db,
    rankCandidates(
      sql`select w.mid, d.document, w.boost, w.sold_out, w.price from ${walk} w
        cross join lateral (select s.document, s.product_type_id from search_models s where s.master_product_id = w.mid offset 0) d
        where d.document @@ ${q} ${typeFilter("d", typeOf(a))} ${firstSpelling(sql`w.alt`, first)}
          ${second ? firstSpelling(sql`w.alt2`, second) : sql``}
        limit ${window + 1}`,
      q,
      window,
      pageOf(a),
    ),
  );
  return { found: row.found, ids: (row.ids as unknown[]).map(Number) };
}

/** Last resort for text the dictionary does not split well (codes, glued words): trigram similarity of model names. */
export async function similarNames(db: DbOrTx, text: string, limit: number): Promise<number[]> {
  const [row] = await queryRows<{ ids: unknown[] }>(
    db,
    sql`with m as materialized (
      select s.master_product_id as mid, similarity(s.name, ${text}) as sim from search_models s
      where s.name % ${text} order by sim desc, s.master_product_id limit ${limit})
    select ${pageVariants(sql`select mid, row_number() over (order by sim desc, mid) as rn from m`, null, { limit: sql`${limit}`, offset: sql`0` })} as ids`,
  );
  return row.ids.map(Number);
}
