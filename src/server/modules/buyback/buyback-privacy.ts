import { timingSafeEqual } from "node:crypto";
import { lookupHash } from "../../platform/crypto.js";

/**
 * Personal data handling for buy-back records (domain.md C.11: encrypt, restrict, mask on screens,
 * never e-mail). Look-up keys are keyed hashes of normalised values, so a staff member can find
 * "Nováková" typed as "novakova", while the database never holds the name in clear.
 */
export function normaliseName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export const nameLookup = (first: string, last: string) =>
  lookupHash(`name:${normaliseName(`${first} ${last}`)}`);
export const lastNameLookup = (last: string) => lookupHash(`last:${normaliseName(last)}`);
export const searchLookups = (q: string) => ({
  name: lookupHash(`name:${normaliseName(q)}`),
  last: lookupHash(`last:${normaliseName(q)}`),
});

/** All but the last `keep` characters become "•"; separators stay so the shape is recognisable. */
export function mask(value: string, keep = 3): string {
  const chars = [...value];
  let visible = 0;
  for (let i = chars.length - 1; i >= 0; i--) {
    if (!/[A-Za-z0-9]/.test(chars[i])) continue;
    if (visible < keep) visible++;
    else chars[i] = "•";
  }
  return chars.join("");
}

/**
 * The key in e-mailed status links: whoever holds the mail may open the status page, as with any
 * order-status link. Derived from the id with the data key, so nothing extra is stored.
 */
export const accessKey = (publicId: string) => lookupHash(`buyback-access:${publicId}`).slice(0, 24);

export function isAccessKey(publicId: string, key: string | undefined): boolean {
  if (!key) return false;
  const a = Buffer.from(accessKey(publicId));
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
