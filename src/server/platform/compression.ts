import zlib from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";
import type { FastifyReply } from "fastify";

/**
 * How the shop compresses its answers: one setting for @fastify/compress (every route) and for
 * the page cache, which keeps each page compressed (modules/catalog/page-cache.ts).
 *
 * Measured on a 64 KB product page (this machine): zstd level 3 0.20 ms → 11.5 KB, brotli quality
 * 4 0.66 ms → 11.0 KB (quality 11: ~100 ms), gzip 6 0.73 ms → 11.1 KB. So zstd first for the
 * browsers that ask for it (Chromium, Firefox), brotli for the others, gzip last. zstd needs
 * Node 22.15 or newer (the shop runs on 24); without it, brotli first.
 */
export type Encoding = "zstd" | "br" | "gzip";

const hasZstd = typeof zlib.zstdCompressSync === "function";

/** In order of preference, when a client accepts several equally. */
export const ENCODINGS: Encoding[] = hasZstd ? ["zstd", "br", "gzip"] : ["br", "gzip"];

/** Below this an answer goes uncompressed (the bytes saved are fewer than the headers'). */
export const COMPRESS_THRESHOLD = 1024;

const BROTLI_QUALITY = 4;

export const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESS_THRESHOLD,
  encodings: ENCODINGS,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  // A page (~60 KB) in one call on the request's thread: the plugin's default on two cores
  // (8 KB) sent it through a zlib stream in 16 KB chunks over the thread pool, which cost more
  // CPU in all for the same bytes.
  syncThreshold: 512 * 1024,
};

/**
 * The bytes in a buffer of their own size. Node's synchronous compressors answer a view of their
 * 64 KB output chunk, so a kept answer of a few KB held on to the whole chunk: after the full bench
 * an instance's heap snapshot had 772 kept product answers holding 50 MB this way.
 */
function ownSize(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** Compressors with the settings above, for bytes compressed once and kept (the page cache). */
export const encoders: Record<Encoding, (bytes: Buffer) => Buffer> = {
  zstd: (bytes) => ownSize(zlib.zstdCompressSync(bytes)),
  br: (bytes) =>
    ownSize(
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ),
  gzip: (bytes) => ownSize(zlib.gzipSync(bytes)),
};

/**
 * The encoding to answer an `Accept-Encoding` header with: the acceptable one with the highest
 * q-value, `ENCODINGS`' order on a tie (RFC 9110 §12.5.3; `*` stands for any not named; q=0
 * refuses). Null: send the bytes as they are.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name === "x-gzip" ? "gzip" : name, weight === undefined ? 1 : Number(weight));
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const e of ENCODINGS) {
    const weight = q.get(e) ?? q.get("*") ?? 0;
    if (weight > bestQ) [best, bestQ] = [e, weight];
  }
  return best;
}

/**
 * For bytes compressed once and kept (the page cache, `JsonText`): the encoding this request gets a
 * kept answer of `size` in, with its `Content-Encoding` set (@fastify/compress then leaves the answer
 * alone), or null to send it as it is. An answer that could be compressed says it varies by
 * `Accept-Encoding`, also when it goes as it is.
 */
export function keptEncoding(reply: FastifyReply, size: number): Encoding | null {
  if (size < COMPRESS_THRESHOLD) return null;
  reply.header("vary", "accept-encoding");
  const encoding = chooseEncoding(reply.request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  return encoding;
}
