import { luhnValid } from "./luhn.js";

/**
 * IMEI as typed into the buy-back form (spec §5 "invalid IMEI"; domain.md B.1).
 * Only the 15-digit form carries a check digit, so that is the only one we accept: a 14-digit
 * IMEI (no check digit) or a 16-digit IMEISV cannot be verified and is usually a typo.
 */

/** Removes the separators people copy from device boxes and `*#06#` screens: spaces and dashes. */
export function normalizeImei(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isValidImei(value: string): boolean {
  const digits = normalizeImei(value);
  return /^\d{15}$/.test(digits) && luhnValid(digits);
}
