/**
 * Romanian company tax code, CUI / CIF (Codul fiscal art. 5, ANAF's algorithm): 2 to 10 digits,
 * the last a control digit; an "RO" prefix marks VAT registration. Control: the other digits,
 * padded left with zeros to nine, times the key 753217532, summed, × 10 mod 11 (10 → 0).
 */
const KEY = "753217532";

export function normaliseCui(value: string): string {
  return value.replace(/\s/g, "").replace(/^RO/i, "");
}

export function isValidCui(value: string): boolean {
  const cui = normaliseCui(value);
  if (!/^\d{2,10}$/.test(cui)) return false;
  const body = cui.slice(0, -1).padStart(9, "0");
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (body.charCodeAt(i) - 48) * (KEY.charCodeAt(i) - 48);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(cui.at(-1));
}
