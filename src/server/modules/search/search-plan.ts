import type { Group } from "./search-query.js";

/**
 * How many models a query ranks at most. Up to this many matches, every match is ranked and the total
 * is exact; beyond it, the first this many in the static order (boost, available, cheapest) are ranked
 * and the total says "more than this" (decision 011).
 */
export const CANDIDATES = 300;

/**
 * Matches a lookup reads at most before it gives up for a walk: the words went together more often
 * than the estimate said.
 */
export const LOOKUP_ROWS = 1000;

/**
 * Postings of the rarest word a walk reads at most (index entries in order, ~0.1 µs each). When that
 * many hold fewer than CANDIDATES matches, the matches are few: they are looked up instead.
 */
export const WALK_ROWS = 20_000;

/** A table row read costs about this many index entries read in order (measured on shop_100k). */
const ROW_COST = 10;

/** Models expected to match every word if the words were independent (dictionary counts per word). */
export function expectedMatches(models: number, groups: Group[]): number {
  return groups.reduce((e, g) => e * Math.min(1, g.freq / Math.max(1, models)), models);
}

export type SearchPlan =
  /** The matches from the GIN index, sorted in the static order. */
  | { kind: "lookup"; words: string[][] }
  /** The two rarest words' postings joined in the static order, each model checked for the others. */
  | { kind: "walk"; words: string[][]; covers: boolean };

/**
 * A lookup reads a table row per match (GIN finds them without reading rows); a walk reads the two
 * rarest words' postings in the static order until CANDIDATES match: about CANDIDATES × their models /
 * matches index entries, a tenth of a row each. So a lookup when few matches are expected (a number
 * or a rare word in the query, words that seldom go together), a walk for common words ("samsung",
 * "chytre hodinky": about 300 entries whatever the catalogue's size). `words` are the two rarest
 * words' spellings, for the walk a lookup may turn into. `covers`: the walk may read all the rarest
 * word's postings, so a walk that ends short has found every match.
 */
export function planSearch(groups: Group[], models: number): SearchPlan {
  const byFreq = [...groups].sort((a, b) => a.freq - b.freq || Number(b.complete) - Number(a.complete));
  const words = byFreq.slice(0, 2).map((g) => g.lexemes);
  const covers = byFreq[0].complete && byFreq[0].freq <= WALK_ROWS;
  const walked = byFreq.slice(0, 2).reduce((sum, g) => sum + g.freq, 0);
  const expected = expectedMatches(models, groups);
  if (ROW_COST * expected ** 2 <= CANDIDATES * walked) return { kind: "lookup", words };
  return { kind: "walk", words, covers };
}
