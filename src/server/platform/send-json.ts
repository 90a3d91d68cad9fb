import type { FastifyReply } from "fastify";
import { COMPRESS_THRESHOLD, keptEncoding } from "./compression.js";
import { JsonText } from "./json-text.js";
import { utf8Bytes } from "./utf8-bytes.js";

/**
 * Sends JSON text built (and checked) beforehand; Fastify passes strings through unserialised. A
 * kept answer (`JsonText`) goes compressed as the client asks, from the bytes it keeps; a string is
 * compressed by @fastify/compress, if at all, on its way out: as bytes when it is long enough to be
 * (utf8-bytes.ts: a string would be measured and encoded again there).
 */
export function sendJson(reply: FastifyReply, body: string | JsonText) {
  reply.type("application/json; charset=utf-8");
  if (!(body instanceof JsonText))
    return reply.send(body.length < COMPRESS_THRESHOLD ? body : utf8Bytes(body));
  const encoding = keptEncoding(reply, body.text.length);
  return reply.send(encoding ? body.encoded(encoding) : body.text);
}
