/**
 * Czech birth number (rodné číslo) as entered in the sell-online form (spec §5 "invalid birth
 * number"; domain.md B.2). Rules, with the reason for each:
 * - `YYMMDD/XXXX`, slash optional: people write it both ways.
 * - Women have +50 on the month; since 2004 a day whose serials ran out uses +20 (men 21-32,
 *   women 71-82). We do not demand a 2004+ birth year for the +20 variant: numbers issued after
 *   2004 to people born earlier (e.g. foreigners) may use it as well.
 * - 10 digits: the first nine modulo 11 is the last digit, except remainder 10 gives check digit 0
 *   (issued until ~1985, so such numbers are genuine and must pass).
 * - 9 digits (no check digit) were issued only before 1954, so a 9-digit number must be ≤ 1953;
 *   a 10-digit number with YY < 54 is 20YY.
 * - The date must exist: mod-11 alone accepts fictitious numbers such as 398800/2183.
 * - A birth date after `today` is refused: nobody not yet born sells us a phone.
 */

import { pastBirthDate } from "./birth-date.js";

export type Gender = "M" | "F";

export interface BirthNumberInfo {
  valid: boolean;
  /** ISO `YYYY-MM-DD`, only when valid. */
  birthDate?: string;
  gender?: Gender;
}

export interface BirthNumberOptions {
  /** Reference day for the "not in the future" rule; defaults to now. */
  today?: Date;
}

const INVALID: BirthNumberInfo = { valid: false };

export function parseBirthNumber(value: string, options: BirthNumberOptions = {}): BirthNumberInfo {
  const m = /^(\d{2})(\d{2})(\d{2})\/?(\d{3,4})$/.exec(value.trim());
  if (!m) return INVALID;
  const [, yy, mm, dd, serial] = m;
  const digits = `${yy}${mm}${dd}${serial}`;

  const rawMonth = Number(mm);
  let month: number;
  let gender: Gender;
  if (rawMonth >= 1 && rawMonth <= 12) [month, gender] = [rawMonth, "M"];
  else if (rawMonth >= 21 && rawMonth <= 32) [month, gender] = [rawMonth - 20, "M"];
  else if (rawMonth >= 51 && rawMonth <= 62) [month, gender] = [rawMonth - 50, "F"];
  else if (rawMonth >= 71 && rawMonth <= 82) [month, gender] = [rawMonth - 70, "F"];
  else return INVALID;

  let year = 1900 + Number(yy);
  if (digits.length === 9) {
    // 9-digit numbers end in 1953; YY ≥ 54 can then only mean the 1800s (python-stdnum reads
    // YY ≥ 80 that way; 54-79 would be a 9-digit number from 1954-1979, which never existed).
    if (year >= 1980) year -= 100;
    if (year > 1953) return INVALID;
    // Since 2004 the +20 variant only appears in 10-digit numbers.
    if (rawMonth > 20 && rawMonth <= 32) return INVALID;
    if (rawMonth > 70) return INVALID;
  } else {
    if (year < 1954) year += 100;
    const remainder = Number(digits.slice(0, 9)) % 11;
    if (remainder % 10 !== Number(digits[9])) return INVALID;
  }

  const birthDate = pastBirthDate(year, month, Number(dd), options.today ?? new Date());
  if (!birthDate) return INVALID;
  return { valid: true, birthDate, gender };
}

export function isValidBirthNumber(value: string, options: BirthNumberOptions = {}): boolean {
  return parseBirthNumber(value, options).valid;
}
