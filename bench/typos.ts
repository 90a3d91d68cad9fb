import { searchTokens } from "../src/domain/search-text.js";

/**
 * Search terms as shoppers type them, drawn from product names: a few neighbouring words of the
 * name that include a number ("galaxy a56 128", "ultra 23 128 gb"), one word given one typo (two
 * neighbouring letters swapped, or one dropped; never the first letter). Distinct by the search's
 * own key (its tokens: lower case, no diacritics, each word once), so no two terms share a cached
 * answer.
 */

/**
 * `word` with typo number `n`: swaps of neighbours first, then drops; null when there is none.
 * The first letter stays (people rarely miss it, and search engines lean on it). A drop only
 * from words of 5 letters or more: a 3-letter word is matched exactly (no typo is forgiven in so
 * short a word, domain/search-text.ts), so "moto" → "mot" would find nothing.
 */
export function typo(word: string, n: number): string | null {
  const swaps: string[] = [];
  for (let i = 1; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) swaps.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  const drops: string[] = [];
  if (word.length >= 5)
    for (let i = 1; i < word.length; i++) drops.push(word.slice(0, i) + word.slice(i + 1));
  const all = [...new Set([...swaps, ...drops])].filter((w) => w !== word);
  return all.length ? all[n % all.length] : null;
}

/** Words that can carry a typo the search is meant to forgive (letters only, at least 4). */
const typoable = (w: string) => /^\p{L}{4,}$/u.test(w);

/** Windows of 2 to 4 neighbouring words of `name` that hold a number and a word to misspell. */
function shapes(name: string): string[][] {
  const words = name.split(/\s+/).filter(Boolean);
  const out: string[][] = [];
  for (let len = 2; len <= 4; len++)
    for (let at = 0; at + len <= words.length; at++) {
      const w = words.slice(at, at + len);
      if (w.some((x) => /\d/.test(x)) && w.some(typoable)) out.push(w);
    }
  return out;
}

/**
 * Up to `want` distinct terms, one per name per round (so consecutive terms are of different
 * products), leaving out any whose key is in `exclude` (terms other scenarios ask).
 */
export function misspeltTerms(names: string[], want: number, exclude: Iterable<string> = []): string[] {
  const seen = new Set([...exclude].map((t) => searchTokens(t).join(" ")));
  const perName = names.map(shapes).filter((s) => s.length);
  const out: string[] = [];
  for (let round = 0; out.length < want && round < 400; round++) {
    let added = 0;
    for (const [i, s] of perName.entries()) {
      if (out.length >= want) break;
      const words = s[(round + i) % s.length];
      const spots = words.map((w, k) => (typoable(w) ? k : -1)).filter((k) => k >= 0);
      const spot = spots[Math.floor(round / s.length) % spots.length];
      const wrong = typo(words[spot], round + i);
      if (!wrong) continue;
      const term = words.map((w, k) => (k === spot ? wrong : w)).join(" ");
      const key = searchTokens(term).join(" ");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(term);
      added++;
    }
    if (!added && round > 20) break;
  }
  return out;
}
