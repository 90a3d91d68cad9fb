/**
 * Search text rules shared by the server (query building) and the browser (highlighting): lower
 * case, no diacritics (as PostgreSQL's unaccent does for Czech and Romanian letters), words of
 * letters and digits.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The words of a query, in order, without duplicates; at most 8 so a pasted paragraph stays cheap. */
export function searchTokens(query: string): string[] {
  const words = normaliseSearchText(query).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words)].slice(0, 8);
}

/**
 * The letter and digit runs of a word written together ("128gb" → 128, gb; "iphone15" → iphone, 15),
 * which the catalogue's search documents also hold, so a glued query word finds a spaced name.
 */
export function letterDigitParts(word: string): string[] {
  return word.match(/[a-z]+|[0-9]+/g) ?? [];
}

/** Shortest query the search answers (spec §5: search needs at least 2 characters). */
export const MIN_QUERY_LENGTH = 2;

/** How many typos a word may carry and still match: none for short words and numbers (spec: typo tolerant). */
export function allowedTypos(word: string): number {
  if (/^\d+$/.test(word) || word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count 1, so 'iphnoe' is one typo away from 'iphone'.
 */
export function typoDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length][b.length];
}
