/**
 * Spec §3 Category: `meilisearch_boost` is text, default 1, and a comma decimal is turned into a dot
 * ("1,5" → "1.5"). Returns null when the text is not a non-negative decimal.
 */
export function normaliseBoost(text: string | number | null | undefined): string | null {
  if (text === null || text === undefined || String(text).trim() === "") return "1";
  const s = String(text).trim().replace(",", ".");
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(s)) return null;
  return s;
}
