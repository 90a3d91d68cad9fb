import { allowedTypos, MIN_QUERY_LENGTH, searchTokens, typoDistance } from "./search-text.js";

/**
 * How the service smart search (issue 4) decides that a typed word means a word of a model name.
 * The database proposes candidate words by trigram distance; this rule, shared with the tests,
 * keeps those a person would accept: the word itself, its beginning (typing is not finished), or
 * either of them with as many typos as the word's length allows ('iphnoe', 'galxy', 'samsnug').
 */
export const MIN_SERVICE_TERM = MIN_QUERY_LENGTH;

/** At most this many results: a dropdown, not a catalogue page. */
export const SMART_SEARCH_LIMIT = 10;

export const serviceSearchTokens = searchTokens;

/** 1 for the same word, a little less for a beginning, less again per typo; null when it does not match. */
export function wordMatchScore(token: string, word: string): number | null {
  if (word === token) return 1;
  if (word.startsWith(token)) return 0.9;
  const limit = allowedTypos(token);
  if (limit === 0) return null;
  const whole = typoDistance(token, word, limit);
  const prefix = word.length > token.length ? typoDistance(token, word.slice(0, token.length), limit) : whole;
  const typos = Math.min(whole, prefix);
  if (typos > limit) return null;
  return (whole <= prefix ? 0.8 : 0.7) - 0.1 * (typos - 1);
}
