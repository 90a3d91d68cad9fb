import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3 (header-based, `UNSIGNED-PAYLOAD` not used: the body's SHA-256 is
 * signed). Shared by the S3 adapter, which signs, and the tests' stand-in, which checks what
 * arrived on the wire; the AWS documentation's worked example is a test of this file.
 */
export interface SigningInput {
  method: string;
  /** The path as sent, already URI-encoded (`/bucket/originals/ab.jpg`). */
  path: string;
  /** The query string as sent, without `?` ("" for none). */
  query: string;
  /** Lower-case names of the headers to sign, with their values. Must include host and x-amz-date. */
  headers: Record<string, string>;
  payloadHash: string;
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as S3 wants it: every byte but A–Z a–z 0–9 - . _ ~ (and `/` in a path). */
export function uriEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, "utf8")]
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === "/")
        ? c
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** `20130524T000000Z` */
export const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function canonicalQuery(query: string): string {
  if (!query) return "";
  return query
    .split("&")
    .map((pair) => {
      const [k, v = ""] = pair.split("=");
      return [uriEncode(decodeURIComponent(k!), false), uriEncode(decodeURIComponent(v), false)] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

export function canonicalRequest(input: SigningInput): { text: string; signedHeaders: string } {
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headerLines = names.map((n) => `${n}:${lower[n]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const text = [
    input.method,
    input.path,
    canonicalQuery(input.query),
    headerLines,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  return { text, signedHeaders };
}

/** The `Authorization` header value for a request (its `x-amz-date` header gives the time). */
export function authorization(input: SigningInput, creds: Credentials, service = "s3"): string {
  const date = input.headers["x-amz-date"];
  if (!date) throw new Error("x-amz-date must be signed");
  const day = date.slice(0, 8);
  const scope = `${day}/${creds.region}/${service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(input);
  const toSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(text)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
