import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of the exact body, hex: what the sandbox signs its notifications with. */
export function sign(secret: Buffer, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export function verify(secret: Buffer, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, body), "hex"), Buffer.from(signature, "hex"));
}
