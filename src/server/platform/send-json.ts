import type { FastifyReply } from "fastify";

/** Sends JSON text built (and checked) beforehand; Fastify passes strings through unserialised. */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type("application/json; charset=utf-8").send(body);
