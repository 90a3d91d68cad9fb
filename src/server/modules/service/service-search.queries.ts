import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

/** Candidate words per token: every word starting with it, plus the nearest few by trigram distance. */
const PREFIX_CANDIDATES = 30;
const NEAREST_CANDIDATES = 8;

/**
 * One round trip for all tokens. Both halves use the GiST trigram index on the word dictionary:
 * `LIKE 'x%'` as an indexed filter and `<->` as an index-ordered nearest-neighbour scan, so no
 * similarity threshold is needed (a swapped pair of letters scores too low for any fixed one).
 */
export async function candidateWords(db: Db, tokens: string[]): Promise<{ token: string; word: string }[]> {
  const parts = tokens.map(
    (token) => sql`
      (select ${token}::text as token, word from service_search_words
        where word like ${`${token.replace(/[\\%_]/g, "\\$&")}%`} order by word limit ${PREFIX_CANDIDATES})
      union
      (select ${token}::text as token, word from service_search_words
        order by word <-> ${token} limit ${NEAREST_CANDIDATES})`,
  );
  return queryRows(db, sql.join(parts, sql` union `));
}

export interface ScoredWord {
  tokenIndex: number;
  word: string;
  score: number;
}

/**
 * Models having, for every token, at least one accepted word (`words && array[...]` uses the GIN
 * index), ranked by the sum of each token's best word score, newer models first on a tie.
 */
export async function rankModels(
  db: Db,
  tokenCount: number,
  words: ScoredWord[],
  limit: number,
): Promise<{ model_id: number; score: number }[]> {
  const perToken: SQL[] = [];
  for (let i = 0; i < tokenCount; i++) {
    const list = words.filter((w) => w.tokenIndex === i).map((w) => sql`${w.word}`);
    perToken.push(sql`s.words && array[${sql.join(list, sql`, `)}]::text[]`);
  }
  const values = words.map((w) => sql`(${w.tokenIndex}::int, ${w.word}::text, ${w.score}::float8)`);
  return queryRows(
    db,
    sql`
      with cand(token, word, score) as (values ${sql.join(values, sql`, `)})
      select s.model_id, sum(best.score)::float8 as score
      from service_search s
      cross join lateral (
        select c.token, max(c.score) as score from cand c where c.word = any(s.words) group by c.token
      ) best
      where ${sql.join(perToken, sql` and `)}
      group by s.model_id, s.release_year, s.label
      order by score desc, s.release_year desc nulls last, s.label
      limit ${limit}`,
  );
}
