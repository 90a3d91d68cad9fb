import type { FastifyReply } from "fastify";
import { keptEncoding } from "./compression.js";
import { JsonText } from "./json-text.js";

/**
 * Sends JSON text built (and checked) beforehand; Fastify passes strings through unserialised. A
 * kept answer (`JsonText`) goes compressed as the client asks, from the bytes it keeps; a string is
 * compressed by @fastify/compress, if at all, on its way out.
 */
export function sendJson(reply: FastifyReply, body: string | JsonText) {
  reply.type("application/json; charset=utf-8");
  if (!(body instanceof JsonText)) return reply.send(body);
  const encoding = keptEncoding(reply, body.text.length);
  return reply.send(encoding ? body.encoded(encoding) : body.text);
}
