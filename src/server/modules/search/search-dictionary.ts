import type { Db } from "../../db/client.js";
import { type DictionaryRows, dictionaryRows } from "./search.queries.js";

export interface TermInfo {
  tok: string;
  /** Models whose document holds the word (0: unknown). */
  freq: number;
  /** Models holding longer words it starts, summed (an upper bound of the models they match). */
  prefix_freq: number;
  /** The most frequent of those longer words: what the word stands for when it leads a walk. */
  completions: { term: string; freq: number }[];
  /** Nearest dictionary words by trigram similarity, to be checked for typo distance. */
  near: { term: string; freq: number }[];
}

export interface Lookup {
  terms: TermInfo[];
  /** Models with an active variant (the planner's estimate, or a lower bound before the first ANALYZE). */
  models: number;
}

/** How many completions of the word being typed a walk follows (the dictionary's most frequent). */
export const MAX_COMPLETIONS = 10;
/** How many nearest words an unknown word is checked against for typos. */
const NEAR = 8;

/**
 * A text's trigrams as pg_trgm makes them: each run of letters and digits, lower-cased, padded with
 * two spaces before and one after, every three characters, each trigram once.
 */
export function trigrams(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return [...out];
}

/**
 * The search dictionary (`search_terms`: every word of the search documents with how many models
 * hold it) held in memory, as decision 027 says: a search asks it for each of its words without a
 * round trip. Sorted words answer a prefix with a binary search; a trigram index answers "nearest
 * words" as pg_trgm's `<->` did (similarity: shared trigrams over all trigrams of the two words).
 */
export class SearchDictionary {
  private readonly words: string[];
  private readonly freqs: Int32Array;
  private readonly byWord = new Map<string, number>();
  /** Each trigram's words (indexes into `words`), for the nearest-word search. */
  private readonly byTrigram = new Map<string, number[]>();
  private readonly trigramCounts: Uint8Array;
  private readonly shared: Uint16Array;

  constructor(
    rows: DictionaryRows,
    private readonly models: number,
  ) {
    const order = rows.terms.map((_, i) => i).sort((a, b) => (rows.terms[a] < rows.terms[b] ? -1 : 1));
    this.words = order.map((i) => rows.terms[i]);
    this.freqs = Int32Array.from(order, (i) => rows.freqs[i]);
    this.trigramCounts = new Uint8Array(this.words.length);
    this.shared = new Uint16Array(this.words.length);
    this.words.forEach((word, i) => {
      this.byWord.set(word, i);
      const grams = trigrams(word);
      this.trigramCounts[i] = Math.min(255, grams.length);
      for (const g of grams) {
        const list = this.byTrigram.get(g);
        if (list) list.push(i);
        else this.byTrigram.set(g, [i]);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  /**
   * For each query word: how many models hold it, and as `typing` says, how many hold words it starts
   * and which those are; for an unknown word of letters, which known words are nearest.
   */
  lookup(tokens: string[], typing: ReadonlySet<string>): Lookup {
    const terms = tokens.map((tok): TermInfo => {
      const at = this.byWord.get(tok);
      const freq = at === undefined ? 0 : this.freqs[at];
      const prefix = typing.has(tok) ? this.completionsOf(tok) : { sum: 0, top: [] };
      const near = at === undefined && !/[0-9]/.test(tok) ? this.nearest(tok, NEAR) : [];
      return { tok, freq, prefix_freq: prefix.sum, completions: prefix.top, near };
    });
    // Before the table's first ANALYZE the planner has no estimate: the commonest word's models are
    // then the least there can be.
    return { terms, models: Math.max(this.models, ...terms.map((t) => t.freq + t.prefix_freq)) };
  }

  /** Longer words starting with `tok`: their models summed, and the MAX_COMPLETIONS most frequent. */
  private completionsOf(tok: string) {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid] <= tok) lo = mid + 1;
      else hi = mid;
    }
    let sum = 0;
    const top: { term: string; freq: number }[] = [];
    for (let i = lo; i < this.words.length && this.words[i].startsWith(tok); i++) {
      sum += this.freqs[i];
      top.push({ term: this.words[i], freq: this.freqs[i] });
    }
    top.sort((a, b) => b.freq - a.freq || (a.term < b.term ? -1 : 1));
    return { sum, top: top.slice(0, MAX_COMPLETIONS) };
  }

  /** The `limit` words sharing most of their trigrams with `tok` (pg_trgm similarity), nearest first. */
  private nearest(tok: string, limit: number): { term: string; freq: number }[] {
    const grams = trigrams(tok);
    const touched: number[] = [];
    for (const g of grams)
      for (const i of this.byTrigram.get(g) ?? []) {
        if (this.shared[i]++ === 0) touched.push(i);
      }
    const scored = touched.map((i) => {
      const common = this.shared[i];
      this.shared[i] = 0;
      return { i, similarity: common / (grams.length + this.trigramCounts[i] - common) };
    });
    scored.sort((a, b) => b.similarity - a.similarity || (this.words[a.i] < this.words[b.i] ? -1 : 1));
    return scored.slice(0, limit).map(({ i }) => ({ term: this.words[i], freq: this.freqs[i] }));
  }
}

/** The dictionary each database's instance holds, with the dictionary version it was read at. */
const held = new WeakMap<Db, { version: number; dictionary: Promise<SearchDictionary> }>();

/**
 * The dictionary at `version` (read with the catalogue version, decision 027): read again only when
 * the version moved, by one read that the searches arriving meanwhile share. `db` is the shop's
 * database, which holds the version; the words are read from `source`, the request's catalogue
 * source: the read replica once it has the catalogue version read with this one (decision 019; it
 * applies the primary's commits in order, so it then has these words too).
 */
export function searchDictionaryAt(db: Db, version: number, source: Db = db): Promise<SearchDictionary> {
  const current = held.get(db);
  if (current && current.version >= version) return current.dictionary;
  const dictionary = dictionaryRows(source).then((rows) => new SearchDictionary(rows, rows.models));
  const entry = { version, dictionary };
  held.set(db, entry);
  dictionary.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return dictionary;
}
