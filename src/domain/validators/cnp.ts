/**
 * Romanian personal numeric code, CNP (domain.md B.5): `S YY MM DD JJ NNN C`.
 * Each part is checked, not only the control digit, because the control digit alone lets
 * through numbers with an impossible date, sex digit or county.
 */

import { pastBirthDate } from "./birth-date.js";

export interface CnpInfo {
  valid: boolean;
  /** ISO `YYYY-MM-DD`, only when valid. */
  birthDate?: string;
  /** Absent for foreigners (S = 9), whose first digit does not encode sex. */
  gender?: "M" | "F";
  /** Two-digit county code (JJ). */
  county?: string;
}

export interface CnpOptions {
  /** Reference day for residents' century and the "not in the future" rule; defaults to now. */
  today?: Date;
}

const KEY = "279146358279";

/** County codes: 01-46 (40-46 Bucharest and its sectors), 47/48 (former sectors 7 and 8), 51, 52. */
function isCountyCode(jj: number): boolean {
  return (jj >= 1 && jj <= 48) || jj === 51 || jj === 52;
}

/** The control digit for the first 12 digits: weighted sum mod 11, where 10 becomes 1. */
export function cnpControlDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (KEY.charCodeAt(i) - 48);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

const INVALID: CnpInfo = { valid: false };

export function parseCnp(value: string, options: CnpOptions = {}): CnpInfo {
  const cnp = value.trim();
  if (!/^[1-9]\d{12}$/.test(cnp)) return INVALID;
  const s = Number(cnp[0]);
  const yy = Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const county = cnp.slice(7, 9);
  const serial = Number(cnp.slice(9, 12));
  const today = options.today ?? new Date();

  let year: number;
  if (s === 1 || s === 2) year = 1900 + yy;
  else if (s === 3 || s === 4) year = 1800 + yy;
  else if (s === 5 || s === 6) year = 2000 + yy;
  // Residents (7, 8) and foreigners (9) carry no century: take the latest one not in the future.
  else year = 2000 + yy > today.getFullYear() ? 1900 + yy : 2000 + yy;

  const birthDate = pastBirthDate(year, month, day, today);
  if (!birthDate) return INVALID;
  if (!isCountyCode(Number(county))) return INVALID;
  if (serial === 0) return INVALID;
  if (cnpControlDigit(cnp) !== Number(cnp[12])) return INVALID;

  const info: CnpInfo = { valid: true, birthDate, county };
  if (s !== 9) info.gender = s % 2 === 1 ? "M" : "F";
  return info;
}

export function isValidCnp(value: string, options: CnpOptions = {}): boolean {
  return parseCnp(value, options).valid;
}
