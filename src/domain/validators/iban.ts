import { isValidAccountNumber } from "./bank-account.js";

/**
 * IBAN check for payouts (domain.md B.6, ISO 13616). Every IBAN gets the mod-97 test; Czech and
 * Romanian ones, the two we pay out to most, also get their national structure checked so a
 * mistyped length or a letter in a Czech account is caught with a clear reason.
 */

/** Country → BBAN shape (after the 4 leading chars). */
const STRUCTURE: Record<string, RegExp> = {
  // 4-digit bank code + 6-digit prefix + 10-digit number (24 chars in all).
  CZ: /^\d{4}\d{16}$/,
  // 4-letter bank code + 16 alphanumerics (24 chars in all).
  RO: /^[A-Z]{4}[A-Z0-9]{16}$/,
};

/** Uppercase without spaces, the form IBANs are compared and stored in. */
export function compactIban(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

/** Groups of four, the printed form ("CZ65 0800 0000 1920 0014 5399"). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/** Remainder of the rearranged IBAN (letters as 10..35) modulo 97, digit by digit so no BigInt is needed. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code <= 57 ? code - 48 : code - 55;
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  // Generic shape: country, 2 check digits, 11-30 alphanumerics (IBANs are 15-34 chars).
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const structure = STRUCTURE[iban.slice(0, 2)];
  if (structure && !structure.test(iban.slice(4))) return false;
  if (mod97(iban) !== 1) return false;
  if (iban.startsWith("CZ")) {
    // The embedded account must pass the Czech mod-11 checks too (python-stdnum does the same).
    const prefix = iban.slice(8, 14);
    const number = iban.slice(14);
    return isValidAccountNumber(`${prefix}-${number}`);
  }
  return true;
}

/**
 * Czech IBAN for a domestic account, compact form; null when the parts are not a valid Czech
 * account, so a wrong account never becomes a plausible-looking IBAN.
 */
export function czAccountToIban(prefix: string, number: string, bankCode: string): string | null {
  const p = prefix.trim();
  const n = number.trim();
  const b = bankCode.trim();
  if (!/^\d{4}$/.test(b)) return null;
  if (!isValidAccountNumber(p ? `${p}-${n}` : n)) return null;
  const bban = b + p.padStart(6, "0") + n.padStart(10, "0");
  const check = 98 - mod97(`CZ00${bban}`);
  return `CZ${String(check).padStart(2, "0")}${bban}`;
}
