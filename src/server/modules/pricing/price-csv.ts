/**
 * Prices pasted from a spreadsheet: one `code;price` a line (a tab or a semicolon between), the
 * price in whole units of the currency with up to two decimals after a comma or a point and spaces
 * as thousands separators ("12 990", "1299,50"); an empty price or "-" takes the variant off the
 * list. A first line whose price is not a number is a header. Errors name the line (1-based) as
 * translation keys.
 */
export function parsePriceCsv(csv: string): {
  items: { line: number; code: string; price: number | null }[];
  errors: string[];
} {
  const items: { line: number; code: string; price: number | null }[] = [];
  const errors: string[] = [];
  const lines = csv.split(/\r?\n/);
  if (lines.length > 20_000) return { items, errors: ["pricing:importTooLong?max=20000"] };
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    const [code = "", priceText = "", ...rest] = raw.split(/[;\t]/).map((c) => c.trim());
    const price = toMinor(priceText);
    if (line === 1 && price === undefined && /[^\d\s.,-]/.test(priceText)) return; // header
    if (!code || code.length > 64 || rest.some((c) => c !== "") || price === undefined)
      errors.push(`pricing:importBadLine?line=${line}`);
    else items.push({ line, code, price });
  });
  return { items, errors };
}

/** "12 990,50" → 1 299 050 minor units; "" or "-" → null (remove); anything else → undefined. */
function toMinor(text: string): number | null | undefined {
  if (text === "" || text === "-") return null;
  const normal = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normal)) return undefined;
  const minor = Math.round(Number(normal) * 100);
  return minor >= 1 ? minor : undefined;
}
