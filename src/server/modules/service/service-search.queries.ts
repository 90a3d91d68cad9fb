import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

/** Candidate words per token: every word starting with it, plus the nearest few by trigram distance. */
const PREFIX_CANDIDATES = 30;
const NEAREST_CANDIDATES = 8;
/**
 * A loose first cut on trigram similarity (a swapped pair of letters in a 6-letter word scores
 * 0.27); the exact typo rule runs on the rows this returns (domain/service-search.ts).
 */
const MIN_SIMILARITY = 0.2;

export interface SearchRow {
  model_id: number;
  words: string[];
}

/**
 * One round trip: per token, candidate words from the GiST trigram index on the dictionary
 * (`LIKE 'x%'` as an indexed filter, `<->` as an index-ordered nearest-neighbour scan, so no
 * global similarity threshold is needed); then models holding a candidate of every token
 * (`words && array` on the GIN index), ranked by summed similarity, newer models first on a tie.
 */
export async function searchModels(db: DbOrTx, tokens: string[], limit: number): Promise<SearchRow[]> {
  const likePrefix = (t: string) => `${t.replace(/[\\%_]/g, "\\$&")}%`;
  const candidates = tokens.map(
    (token, i) => sql`
      select ${i}::int as token, word, similarity(word, ${token}) as sim, word like ${likePrefix(token)} as prefix
      from (
        (select word from service_search_words where word like ${likePrefix(token)} order by word limit ${PREFIX_CANDIDATES})
        union
        (select word from service_search_words order by word <-> ${token} limit ${NEAREST_CANDIDATES})
      ) w`,
  );
  const everyToken = tokens.map(
    (_, i) =>
      sql`s.words && coalesce((select array_agg(word) from accepted where token = ${i}::int), '{}'::text[])`,
  );
  return queryRows(
    db,
    sql`
      with cand as (${sql.join(candidates, sql` union all `)}),
      accepted as (
        select token, word, case when sim = 1 then 1 when prefix then 0.9 else sim end as score
        from cand where prefix or sim >= ${MIN_SIMILARITY})
      select s.model_id, s.words
      from service_search s
      cross join lateral (
        select sum(best) as score from (
          select max(a.score) as best from accepted a where a.word = any(s.words) group by a.token
        ) per_token
      ) rank
      where ${sql.join(everyToken, sql` and `)}
      order by rank.score desc, s.release_year desc nulls last, s.label
      limit ${limit}`,
  );
}
