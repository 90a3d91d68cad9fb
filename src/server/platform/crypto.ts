import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from "node:crypto";

/**
 * Field encryption for personal data at rest (AES-256-GCM), and keyed lookup hashes so an
 * encrypted value (an e-mail) can still be found by equality. The key comes from config once.
 */
let dataKey: KeyObject | undefined;

export function setDataKey(key: Buffer): void {
  if (key.length !== 32) throw new Error("data key must be 32 bytes");
  // A KeyObject made once: handing Node the raw bytes makes it check and wrap them on every
  // call, which cost more than the encryption of a short field itself.
  dataKey = createSecretKey(key);
}

function key(): KeyObject {
  if (!dataKey) throw new Error("data key not set: call setDataKey() at start-up");
  return dataKey;
}

const VERSION = "v1";

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts; a fresh IV per value. */
export function encrypt(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

export function decrypt(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not an encrypted value");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** Deterministic keyed hash for equality look-ups of encrypted values (normalise before calling). */
export function lookupHash(value: string): string {
  return createHmac("sha256", key()).update(value).digest("base64url");
}

/** Binary sealing for files (a CV): iv(12) ‖ tag(16) ‖ ciphertext. */
export function sealBytes(plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openBytes(sealed: Buffer): Buffer {
  const decipher = createDecipheriv("aes-256-gcm", key(), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}
