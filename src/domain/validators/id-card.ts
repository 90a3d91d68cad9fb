/**
 * Identity card numbers the seller gives for the AML identification (domain.md A, B.4).
 * - CZ: current cards print a 9-digit number; older models a 6-digit number behind a letter
 *   series (e.g. "AB 123456"). The check digit lives only in the machine-readable zone, so the
 *   printed number can only be checked for shape.
 * - RO: a 2-letter series and a 6-digit number ("RX 123456").
 * - Other countries (foreign ID or passport): 5-20 letters and digits, the loosest shape that
 *   still catches obvious junk.
 */

export function normalizeIdCardNumber(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

export function isValidIdCardNumber(value: string, country: string): boolean {
  const v = normalizeIdCardNumber(value);
  switch (country.toUpperCase()) {
    case "CZ":
      return /^\d{9}$/.test(v) || /^[A-Z]{0,2}\d{6}$/.test(v);
    case "RO":
      return /^[A-Z]{2}\d{6}$/.test(v);
    default:
      return /^[A-Z0-9]{5,20}$/.test(v);
  }
}
