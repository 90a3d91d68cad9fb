/**
 * Luhn (mod 10) check used by IMEIs and payment cards (domain.md B.1).
 * Kept apart from the IMEI rules so other identifiers can reuse it.
 */

/**
 * True when `digits` (only 0-9, at least two of them) passes the Luhn check: from the right,
 * every second digit is doubled (minus 9 when above 9) and the total must end in 0.
 * A single digit is refused because it would only "pass" as "0", which proves nothing.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Index from the right: the check digit itself (position 0) is never doubled.
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that makes `body + digit` pass {@link luhnValid}; null when `body` is not all digits. */
export function luhnCheckDigit(body: string): string | null {
  if (!/^\d+$/.test(body)) return null;
  for (let d = 0; d <= 9; d++) {
    if (luhnValid(body + d)) return String(d);
  }
  return null;
}
