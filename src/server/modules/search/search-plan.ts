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
  /** The rarest word's postings in the static order (joined with the next rarest's where that pays), each model checked for the others. */
  | { kind: "walk"; words: string[][]; covers: boolean };

/**
 * A lookup reads a table row per match (GIN finds them without reading rows); a walk reads the two
 * rarest words' postings in the static order until CANDIDATES match: about CANDIDATES × their models /
 * matches index entries, a tenth of a row each. So a lookup when few matches are expected (a number
 * or a rare word in the query, words that seldom go together), a walk for common words ("samsung",
 * "chytre hodinky": about 300 entries whatever the catalogue's size). `words` are the rarest
 * word's spellings and, where joining it pays (`joinsNext`), the next rarest's, for the walk a lookup
 * may turn into. `covers`: the walk may read all the rarest
 * word's postings, so a walk that ends short has found every match.
 */
export function planSearch(groups: Group[], models: number): SearchPlan {
  const byFreq = [...groups].sort((a, b) => a.freq - b.freq || Number(b.complete) - Number(a.complete));
  const words = (joinsNext(byFreq, models) ? byFreq.slice(0, 2) : byFreq.slice(0, 1)).map((g) => g.lexemes);
  const covers = byFreq[0].complete && byFreq[0].freq <= WALK_ROWS;
  const walked = byFreq.slice(0, 2).reduce((sum, g) => sum + g.freq, 0);
  const expected = expectedMatches(models, groups);
  // A lookup reads at most LOOKUP_ROWS matches: expecting more, it would read them only to hand
  // over to the walk (at a million products, "69 64 gb cerna": 2 575 expected, one search in eight).
  if (expected <= LOOKUP_ROWS && ROW_COST * expected ** 2 <= CANDIDATES * walked)
    return { kind: "lookup", words };
  return { kind: "walk", words, covers };
}

/**
 * Whether a walk joins the next rarest word's postings to the rarest word's. The merge join reads
 * them up to where it stops in the rarest word's (next/rarest entries for each of those), to spare
 * the rows of the models it rules out. A word in nearly every model rules out almost none: "79 64
 * gb cerna" at a million products read 29 295 postings of "64" to join 301 of "79", 2.8 of the
 * walk's 14 ms, and every row was read anyway.
 */
function joinsNext([rarest, next]: Group[], models: number): boolean {
  if (!next) return false;
  const entriesPerRow = next.freq / Math.max(1, rarest.freq);
  const ruledOut = 1 - Math.min(1, next.freq / Math.max(1, models));
  return entriesPerRow < ROW_COST * ruledOut;
}

/**
 * An index entry a GIN search decodes costs about this fraction of a row it then reads and
 * checks (measured on shop_100k: ~40 ns an entry of a word's posting list, ~2 µs a row).
 */
const ENTRY_COST = 1 / 50;

/**
 * The words a lookup asks the GIN index for; every other word is checked on the rows it finds.
 * GIN reads the whole posting list of each word it is given, even when ANDed with a rare one: "64"
 * (a quarter of all models) costs ~1.5 ms of CPU to rule out a few rows that a check on the
 * document rules out in microseconds. Rarest first, a word is asked of the index only when the
 * rows it rules out cost more to read than its postings ("nova 80 64 gb": "80" and "nova").
 * The matches are the same either way. Null: every word is worth it (ask the whole query).
 */
export function indexGroups(groups: Group[], models: number): Group[] | null {
  const byFreq = [...groups].sort((a, b) => a.freq - b.freq);
  const kept = [byFreq[0]];
  let rows = Math.min(models, byFreq[0].freq);
  for (const g of byFreq.slice(1)) {
    const after = rows * Math.min(1, g.freq / Math.max(1, models));
    if (g.freq * ENTRY_COST >= rows - after) continue;
    kept.push(g);
    rows = after;
  }
  return kept.length === groups.length ? null : kept;
}
