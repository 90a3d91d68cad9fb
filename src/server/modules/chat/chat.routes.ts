import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { streamTopic } from "../../platform/sse.js";
import * as chat from "./chat.service.js";

/** Support chat (issue 20): the visitor's own conversation, and the staff queue. */
export async function chatRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // A person types a few lines a minute; a script posting hundreds is refused. Counted per
  // address, so a new session does not reset it.
  const messageLimiter = new RateLimiter(ctx.rates, "chat-message", 20, 60_000);
  const startLimiter = new RateLimiter(ctx.rates, "chat-start", 10, 60 * 60_000);
  const transcriptLimiter = new RateLimiter(ctx.rates, "chat-transcript", 5, 60 * 60_000);

  route.get("chat:channels", () => chat.channels(ctx));

  route.get("chat:conversation", async (req) => ({
    conversation: await chat.ownConversation(ctx, chat.ownerOf(req), req.query.since ?? 0),
  }));
  route.post("chat:conversation", async (req, reply) => {
    await startLimiter.hit(req.ip, "chat:errors.tooMany");
    await messageLimiter.hit(req.ip, "chat:errors.tooMany");
    return reply.status(201).send(await chat.startConversation(ctx, req, reply, req.body));
  });
  route.post("chat:messages", async (req, reply) => {
    await messageLimiter.hit(req.ip, "chat:errors.tooMany");
    return reply.status(201).send(await chat.sendCustomerMessage(ctx, chat.ownerOf(req), req.body.body));
  });
  // Every (re)opened stream starts with `open`: the page then fetches what came while it was away.
  route.get("chat:events", async (req, reply) => {
    const id = await chat.ownConversationId(ctx, chat.ownerOf(req));
    streamTopic(ctx.events, chat.conversationTopic(id), req, reply, { type: "open" });
  });
  route.post("chat:transcript", async (req, reply) => {
    await transcriptLimiter.hit(req.ip, "chat:errors.tooMany");
    await chat.mailTranscript(ctx, chat.ownerOf(req), req.body.email, req.t);
    return reply.status(202).send({ sent: true as const });
  });

  route.get("chat:staff-queue", async (req) => ({ results: await chat.queue(ctx, req.query.status) }));
  route.get("chat:staff-conversation", (req) => chat.staffConversation(ctx, req.params.id));
  route.post("chat:staff-assign", (req) => chat.assign(ctx, req.user!, req.params.id, req.body));
  route.post("chat:staff-reply", async (req, reply) =>
    reply.status(201).send(await chat.staffReply(ctx, req.user!, req.params.id, req.body.body)),
  );
  route.post("chat:staff-read", async (req) => {
    await chat.markRead(ctx, req.params.id);
    return { ok: true as const };
  });
  route.post("chat:staff-close", (req) => chat.close(ctx, req.params.id));
  route.get("chat:staff-unread", async () => ({ count: await chat.unreadCount(ctx) }));
  route.get("chat:staff-agents", async () => ({ results: await chat.agents(ctx) }));
  route.get("chat:staff-events", (req, reply) =>
    streamTopic(ctx.events, chat.STAFF_TOPIC, req, reply, { type: "open" }),
  );
  route.get("chat:staff-canned", async (req) => ({
    results: await chat.cannedAnswers(ctx, req.query.language),
  }));
  route.post("chat:staff-canned", async (req, reply) =>
    reply.status(201).send(await chat.addCanned(ctx, req.body)),
  );
  route.patch("chat:staff-canned-item", (req) => chat.changeCanned(ctx, req.params.id, req.body));
  route.delete("chat:staff-canned-item", async (req) => {
    await chat.removeCanned(ctx, req.params.id);
    return { ok: true as const };
  });
}
