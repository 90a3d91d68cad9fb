import type { FastifyReply, FastifyRequest } from "fastify";
import type { LiveStatusEvent } from "../../contract/live-status.js";
import type { AppContext } from "./context.js";
import { streamTopic } from "./sse.js";

/**
 * Live status of one customer record (spec §7 streaming): the status pages of an order, a buy-back
 * and a repair order or claim stream their record's topic, and the code that changes the record
 * publishes to it once its transaction has committed. Topics use internal ids, never an access
 * key or personal data.
 */
export type LiveRecord = "order" | "buyback" | "service-order";

export const liveTopic = (kind: LiveRecord, id: number) => `${kind}:${id}`;

/**
 * After the commit: tells every open page of the record (on any instance) that it changed. Never
 * throws: the change is committed and answered; a lost event only means a page shows the new
 * status on its next reconnect (`current`) or reload.
 */
export async function publishStatus(
  ctx: AppContext,
  kind: LiveRecord,
  id: number,
  status: string,
): Promise<void> {
  const event: LiveStatusEvent = { type: "changed", status };
  try {
    await ctx.events.publish(liveTopic(kind, id), event);
  } catch {}
}

/**
 * The record's stream, for a caller that has already checked the viewer may see it (the same check
 * as its status page; a 404 otherwise). Starts with the record's current status.
 */
export function streamStatus(
  ctx: AppContext,
  kind: LiveRecord,
  id: number,
  status: string,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const first: LiveStatusEvent = { type: "current", status };
  streamTopic(ctx.events, liveTopic(kind, id), request, reply, first);
}

/**
 * One stream for a customer's account lists: the topics of all their records (each area names its
 * records' ids), so a list refreshes when any of them changes. Starts with a `current` event whose
 * status is empty (the lists have no single status to compare).
 */
export function streamStatuses(
  ctx: AppContext,
  records: readonly { kind: LiveRecord; id: number }[],
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const first: LiveStatusEvent = { type: "current", status: "" };
  const topics = records.map((r) => liveTopic(r.kind, r.id));
  streamTopic(ctx.events, topics, request, reply, first);
}
