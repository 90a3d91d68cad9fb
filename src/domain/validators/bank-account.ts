import { findCzBank } from "./cz-bank-codes.js";

/**
 * Czech domestic account number `[prefix-]number/bank` (spec §5 "invalid bank account number",
 * "invalid bank code"; domain.md B.3, ČNB decree 169/2011 Sb.).
 * The form has the account (prefix and number) and the bank code in separate fields, hence the
 * separate checks.
 */

/** Decree 169/2011 weights, left to right, for a number padded to 10 digits. */
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** Prefix up to 6 digits, number 2-10 digits (decree 169/2011). */
const ACCOUNT_RE = /^(?:(\d{1,6})-)?(\d{2,10})$/;

function mod11Valid(digits: string): boolean {
  const padded = digits.padStart(10, "0");
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (padded.charCodeAt(i) - 48) * WEIGHTS[i];
  return sum % 11 === 0;
}

export interface CzechAccount {
  /** Digits as typed, "" when there is no prefix. */
  prefix: string;
  number: string;
  bankCode: string;
}

/**
 * The part before the slash, e.g. "19-2000145399". Prefix and number are each checked with the
 * weighted mod-11 sum; an all-zero number also passes that sum, so it is refused explicitly.
 */
export function isValidAccountNumber(prefixAndNumber: string): boolean {
  const m = ACCOUNT_RE.exec(prefixAndNumber.trim());
  if (!m) return false;
  const [, prefix = "", number] = m;
  if (/^0+$/.test(number)) return false;
  return mod11Valid(prefix) && mod11Valid(number);
}

/** True when the 4-digit code is on the CNB bank-code list. */
export function isValidBankCode(code: string): boolean {
  const trimmed = code.trim();
  return /^\d{4}$/.test(trimmed) && findCzBank(trimmed) !== undefined;
}

/**
 * Splits "prefix-number/code" into its parts (format only: no checksum or bank-list check, so
 * the form can report which part is wrong). Null when the shape is wrong.
 */
export function parseCzechAccount(full: string): CzechAccount | null {
  const m = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(full.replace(/\s/g, ""));
  if (!m) return null;
  return { prefix: m[1] ?? "", number: m[2], bankCode: m[3] };
}

/** Whole account "prefix-number/code": shape, both checksums and a known bank code. */
export function isValidCzechAccount(full: string): boolean {
  const parts = parseCzechAccount(full);
  if (!parts) return false;
  const account = parts.prefix ? `${parts.prefix}-${parts.number}` : parts.number;
  return isValidAccountNumber(account) && isValidBankCode(parts.bankCode);
}
