/**
 * Phone numbers for the customer forms (spec §5 "phone number"; domain.md B.7, patterns from
 * libphonenumber metadata), stored as E.164 so couriers and SMS gateways get one format.
 * - CZ (+420): 9-digit national number, no trunk prefix; fixed lines 2xx-5xx, mobiles 601-608,
 *   702-705, 72x, 73x, 77x, 79x.
 * - RO (+40): 9-digit national number, dialled at home with trunk 0; geographic numbers start
 *   with 2 or 3, mobiles with 7.
 * - Other countries are accepted in international form only (we cannot know their rules), as
 *   E.164: "+", a country code not starting with 0, 8-15 digits in all.
 */

export type PhoneKind = "mobile" | "fixed";

const CZ_MOBILE = /^(?:60[1-8]|70[2-5]|7[2379]\d)\d{6}$/;
const CZ_FIXED = /^(?:2\d|3[1257-9]|4[16-9]|5[13-9])\d{7}$/;
const RO_MOBILE = /^7\d{8}$/;
const RO_FIXED = /^[23]\d{8}$/;

interface ParsedPhone {
  e164: string;
  kind?: PhoneKind;
}

/** Separators people type: spaces, dashes, dots, slashes and brackets around area codes. */
function stripSeparators(value: string): string {
  return value.trim().replace(/[\s\-./()]/g, "");
}

function czech(national: string): ParsedPhone | null {
  if (CZ_MOBILE.test(national)) return { e164: `+420${national}`, kind: "mobile" };
  if (CZ_FIXED.test(national)) return { e164: `+420${national}`, kind: "fixed" };
  return null;
}

function romanian(national: string): ParsedPhone | null {
  if (RO_MOBILE.test(national)) return { e164: `+40${national}`, kind: "mobile" };
  if (RO_FIXED.test(national)) return { e164: `+40${national}`, kind: "fixed" };
  return null;
}

function parsePhone(value: string, defaultCountry: string): ParsedPhone | null {
  let v = stripSeparators(value);
  if (v.startsWith("00")) v = `+${v.slice(2)}`;
  if (!/^\+?\d+$/.test(v)) return null;
  if (v.startsWith("+420")) return czech(v.slice(4));
  if (v.startsWith("+40")) return romanian(v.slice(3));
  if (v.startsWith("+")) return /^\+[1-9]\d{7,14}$/.test(v) ? { e164: v } : null;
  // National input: interpreted by the form's country.
  switch (defaultCountry.toUpperCase()) {
    case "CZ":
      return czech(v);
    case "RO":
      // With the trunk 0 (how Romanians write it) or without (as libphonenumber also accepts).
      return romanian(v.length === 10 && v.startsWith("0") ? v.slice(1) : v);
    default:
      return null;
  }
}

export function isValidPhone(value: string, defaultCountry: string): boolean {
  return parsePhone(value, defaultCountry) !== null;
}

/** E.164 ("+420601123456"), or null when the number is not valid. */
export function normalizePhone(value: string, defaultCountry: string): string | null {
  return parsePhone(value, defaultCountry)?.e164 ?? null;
}

/** Mobile or fixed line for CZ/RO numbers; undefined for other countries or invalid input. */
export function phoneKind(value: string, defaultCountry: string): PhoneKind | undefined {
  return parsePhone(value, defaultCountry)?.kind;
}
