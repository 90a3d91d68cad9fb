import { allowedTypos, letterDigitParts, typoDistance } from "../../../domain/search-text.js";
import type { TermInfo } from "./search-dictionary.js";

export interface BuiltQuery {
  /** to_tsquery text matching a word anywhere in a model's document, or null when nothing is left. */
  tsquery: string | null;
  /** The words as understood (the corrected spelling of each), for "showing results for". */
  understood: string[];
  corrected: boolean;
  /** The ANDed words, for choosing how to find them (search-plan.ts). */
  groups: Group[];
}

export interface Group {
  /** tsquery alternatives: words, and "word:*" for the word being typed. */
  alts: string[];
  /** Models holding one of the alternatives, at most (dictionary counts). */
  freq: number;
  /** The dictionary words the alternatives stand for, for walking their postings. */
  lexemes: string[];
  /** False when the word being typed has more completions than the walk follows. */
  complete: boolean;
  best: string;
  corrected: boolean;
}

const hasDigit = (word: string) => /\d/.test(word);

/**
 * Words the query must match, one group of alternatives per word. A word matches itself when the
 * catalogue knows it, the words it starts (the last word only: the shopper may still be typing), and
 * known words within its typo allowance. A number is never dropped: "iphone 15 256" must narrow to
 * 256 GB, and a number the catalogue lacks matches nothing rather than being ignored. A glued word the
 * catalogue does not know ("128gb", "iphone15") counts as its letter and digit runs. A word of letters
 * the catalogue does not know at all is dropped when others match.
 */
function groupsOf(tok: string, last: boolean, info: Map<string, TermInfo>): Group[] {
  const t = info.get(tok);
  const alts: string[] = [];
  const lexemes: string[] = [];
  let freq = 0;
  let complete = true;
  if (t && t.freq > 0) {
    alts.push(tok);
    lexemes.push(tok);
    freq += t.freq;
  }
  if (last && t && t.prefix_freq > 0) {
    alts.push(`${tok}:*`);
    lexemes.push(...t.completions.map((c) => c.term));
    freq += t.prefix_freq;
    complete = t.completions.reduce((sum, c) => sum + c.freq, 0) === t.prefix_freq;
  }
  if (alts.length) return [{ alts, freq, lexemes, complete, best: tok, corrected: false }];
  if (/^\d+$/.test(tok))
    return [{ alts: [tok], freq: 0, lexemes: [tok], complete, best: tok, corrected: false }];
  if (hasDigit(tok)) {
    const parts = letterDigitParts(tok);
    return parts.flatMap((part, i) => groupsOf(part, last && i === parts.length - 1, info));
  }
  const limit = allowedTypos(tok);
  const near = (t?.near ?? [])
    .map((n) => ({ ...n, d: typoDistance(tok, n.term, limit) }))
    .filter((n) => n.d <= limit)
    .sort((a, b) => a.d - b.d);
  if (!near.length) return [];
  const words = near.map((n) => n.term);
  return [
    {
      alts: words,
      freq: near.reduce((sum, n) => sum + n.freq, 0),
      lexemes: words,
      complete,
      best: words[0],
      corrected: true,
    },
  ];
}

/** "a" or "(a | b:*)". */
const groupText = (alts: string[]) => (alts.length === 1 ? alts[0] : `(${alts.join(" | ")})`);

/** The to_tsquery text matching every one of the groups. */
export const tsqueryOf = (groups: Group[]) => groups.map((g) => groupText(g.alts)).join(" & ");

export function buildTsQuery(tokens: string[], terms: TermInfo[]): BuiltQuery {
  const info = new Map(terms.map((t) => [t.tok, t]));
  const groups = tokens.flatMap((tok, i) => groupsOf(tok, i === tokens.length - 1, info));
  if (!groups.length) return { tsquery: null, understood: [], corrected: false, groups: [] };
  return {
    tsquery: tsqueryOf(groups),
    understood: groups.map((g) => g.best),
    corrected: groups.some((g) => g.corrected),
    groups,
  };
}

/** The words to look up: the query's, and the runs of its glued letter-digit words. */
export function wordsToLookUp(tokens: string[]): string[] {
  return [
    ...new Set(tokens.flatMap((t) => (hasDigit(t) && /[a-z]/.test(t) ? [t, ...letterDigitParts(t)] : [t]))),
  ];
}

/**
 * The words that may be still being typed, whose completions count: the last token, or the last
 * letter/digit run of a glued last token (as `groupsOf` treats them).
 */
export function wordsBeingTyped(tokens: string[]): Set<string> {
  const last = tokens.at(-1);
  if (!last) return new Set();
  const parts = hasDigit(last) && /[a-z]/.test(last) ? letterDigitParts(last) : [];
  return new Set([last, ...parts.slice(-1)]);
}
