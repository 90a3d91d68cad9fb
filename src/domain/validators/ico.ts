/**
 * Czech company identification number, IČO (zákon 304/2013 Sb., the Czech Statistical Office's
 * checksum): 8 digits (shorter ones are padded with leading zeros), the last a control digit. The
 * first seven times the weights 8…2, summed, mod 11: a remainder 0 gives control 1, 1 gives 0,
 * else 11 minus the remainder.
 */
export function normaliseIco(value: string): string {
  return value.replace(/\s/g, "");
}

export function isValidIco(value: string): boolean {
  const v = normaliseIco(value);
  if (!/^\d{1,8}$/.test(v)) return false;
  const ico = v.padStart(8, "0");
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (ico.charCodeAt(i) - 48) * (8 - i);
  const rest = sum % 11;
  const control = rest === 0 ? 1 : rest === 1 ? 0 : 11 - rest;
  return control === Number(ico[7]);
}

/**
 * Czech VAT number, DIČ: "CZ" and 8 to 10 digits (a company's IČO, or a person's birth number).
 * With 8 digits the IČO checksum applies.
 */
export function isValidCzDic(value: string): boolean {
  const v = value.replace(/\s/g, "").toUpperCase();
  const m = /^CZ(\d{8,10})$/.exec(v);
  if (!m) return false;
  return m[1]!.length === 8 ? isValidIco(m[1]!) : true;
}
