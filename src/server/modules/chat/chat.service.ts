import type { FastifyReply, FastifyRequest } from "fastify";
import type {
  ChatCannedAnswer,
  ChatConversation,
  ChatMessage,
  ChatQueueRow,
  ChatStaffConversation,
  chatAssignBody,
  chatCannedBody,
  chatStartBody,
} from "../../../contract/chat.js";
import type { z } from "../../../contract/z.js";
import { effectivePermissions } from "../../../domain/staff-permissions.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { AppContext } from "../../platform/context.js";
import { decrypt } from "../../platform/crypto.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import { ensureSession, type SessionUser } from "../../platform/session.js";
import { buybacksOfUserForExport } from "../buyback/buyback.service.js";
import { ordersOfUserForExport } from "../orders/orders.service.js";
import * as q from "./chat.queries.js";
import { sendTranscript } from "./chat-transcript.js";

export { seedChat } from "./chat.seed.js";
export { channels } from "./chat-channels.js";

/** Every conversation's own stream, and the staff queue's. */
export const conversationTopic = (id: number) => `chat:${id}`;
export const STAFF_TOPIC = "chat:staff";

export interface Owner {
  userId: number | null;
  sessionHash: string | null;
}
export const ownerOf = (req: FastifyRequest): Owner => ({
  userId: req.user?.id ?? null,
  sessionHash: req.sessionIdHash,
});

const mapMessage = (m: q.MessageRow): ChatMessage => ({
  id: m.id,
  author: m.author as ChatMessage["author"],
  staff_name: m.author === "staff" ? (m.staffName ?? null) : null,
  body: m.body,
  created_at: m.createdAt.toISOString(),
});

const status = (c: q.ConversationRow) => c.status as "open" | "closed";

/**
 * The visitor's conversation. A conversation started before logging in belongs to the session;
 * found that way by a logged-in customer, it is tied to the account too (the staff then see the
 * customer's orders beside it).
 */
async function own(ctx: AppContext, owner: Owner): Promise<q.ConversationRow | null> {
  const c = await q.selectOwnConversation(ctx.db, owner);
  if (c && owner.userId && c.userId === null) {
    await q.updateOwnerUser(ctx.db, c.id, owner.userId);
    return { ...c, userId: owner.userId };
  }
  return c;
}

async function requireOwn(ctx: AppContext, owner: Owner): Promise<q.ConversationRow> {
  const c = await own(ctx, owner);
  if (!c) throw notFound("chat:errors.noConversation");
  return c;
}

export async function ownConversation(
  ctx: AppContext,
  owner: Owner,
  since = 0,
): Promise<ChatConversation | null> {
  const c = await own(ctx, owner);
  if (!c) return null;
  return {
    id: c.id,
    name: c.name,
    has_email: c.email !== null,
    status: status(c),
    messages: (await q.selectMessages(ctx.db, c.id, since)).map(mapMessage),
  };
}

/** The conversation whose stream a visitor may open: their own, or a 404. */
export const ownConversationId = async (ctx: AppContext, owner: Owner) => (await requireOwn(ctx, owner)).id;

async function publishMessage(ctx: AppContext, conversationId: number, message: ChatMessage) {
  await ctx.events.publish(conversationTopic(conversationId), { type: "message", message });
  await ctx.events.publish(STAFF_TOPIC, { type: "message", id: conversationId, message });
}

/**
 * The first message: opens a conversation with the visitor's name (and e-mail, if given). A
 * visitor whose conversation is still open just goes on in it.
 */
export async function startConversation(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof chatStartBody>,
): Promise<ChatConversation> {
  const sessionHash = await ensureSession(ctx.db, req, reply, ctx.config.production);
  const owner = { userId: req.user?.id ?? null, sessionHash };
  const existing = await own(ctx, owner);
  const goOn = existing?.status === "open";
  const conversation = goOn
    ? existing
    : await q.insertConversation(ctx.db, {
        sessionHash,
        userId: owner.userId,
        name: body.name,
        email: body.email,
        language: req.lang,
      });
  await addCustomerMessage(ctx, conversation, body.body);
  if (!goOn) await ctx.events.publish(STAFF_TOPIC, { type: "queue", id: conversation.id });
  return (await ownConversation(ctx, owner))!;
}

async function addCustomerMessage(ctx: AppContext, c: q.ConversationRow, body: string): Promise<ChatMessage> {
  const message = mapMessage(
    await ctx.db.transaction((tx) => q.insertMessage(tx, { conversationId: c.id, author: "customer", body })),
  );
  await publishMessage(ctx, c.id, message);
  return message;
}

export async function sendCustomerMessage(ctx: AppContext, owner: Owner, body: string): Promise<ChatMessage> {
  const c = await requireOwn(ctx, owner);
  if (c.status !== "open") throw conflict("chat:errors.closed", "chat_closed");
  return addCustomerMessage(ctx, c, body);
}

/** The transcript by e-mail, to the address given now or the one given at the start. */
export async function mailTranscript(
  ctx: AppContext,
  owner: Owner,
  email: string | null,
  t: TFunction,
): Promise<void> {
  const c = await requireOwn(ctx, owner);
  const to = email ?? c.email;
  if (!to) throw new ValidationError({ email: ["validation.required"] });
  const messages = (await q.selectMessages(ctx.db, c.id)).map(mapMessage);
  await sendTranscript(ctx, t, { to, name: c.name, messages });
}

// Staff side

async function requireConversation(ctx: AppContext, id: number): Promise<q.ConversationRow> {
  const c = await q.selectConversation(ctx.db, id);
  if (!c) throw notFound("chat:errors.notFound");
  return c;
}

export async function queue(ctx: AppContext, which: "open" | "closed"): Promise<ChatQueueRow[]> {
  return (await q.selectQueue(ctx.db, which)).map(({ c, assignedName, lastBody }) =>
    queueRow(c, assignedName, lastBody),
  );
}

function queueRow(c: q.ConversationRow, assignedName: string | null, lastBody: string | null): ChatQueueRow {
  return {
    id: c.id,
    name: c.name,
    status: status(c),
    assigned_to: c.assignedTo,
    assigned_name: c.assignedTo ? assignedName : null,
    waiting_since: c.waitingSince?.toISOString() ?? null,
    unread: c.lastMessageId > c.staffReadId,
    has_account: c.userId !== null,
    // The queue shows a line of the last message; the body is decrypted by the column.
    last_message: lastBody === null ? null : decryptedLine(lastBody),
    created_at: c.createdAt.toISOString(),
  };
}

/** The raw subquery gives the stored (encrypted) text: decrypt it as the column would. */
const decryptedLine = (stored: string) => {
  const text = decrypt(stored);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

export async function staffConversation(ctx: AppContext, id: number): Promise<ChatStaffConversation> {
  const c = await requireConversation(ctx, id);
  const assignedName = c.assignedTo ? await q.selectUserName(ctx.db, c.assignedTo) : null;
  const messages = await q.selectMessages(ctx.db, c.id);
  const last = messages.at(-1)?.body ?? null;
  // The customer's recent orders and buy-backs, through those modules' public services.
  const [orders, buybacks] = c.userId
    ? await Promise.all([ordersOfUserForExport(ctx.db, c.userId), buybacksOfUserForExport(ctx.db, c.userId)])
    : [[], []];
  return {
    ...queueRow(c, assignedName, null),
    last_message: last,
    email: c.email,
    language: c.language,
    messages: messages.map(mapMessage),
    orders: orders
      .slice(-5)
      .reverse()
      .map((o) => ({ number: o.number, status: o.status, created_at: o.created_at })),
    buybacks: buybacks
      .slice(-5)
      .reverse()
      .map((b) => ({ number: b.number, status: b.status, price: b.price ?? null, created_at: b.created_at })),
  };
}

const mayAnswer = (u: { role: string; permissions: string[] }) =>
  effectivePermissions(u.role, u.permissions).includes("customers");

export async function agents(ctx: AppContext) {
  return (await q.selectStaffUsers(ctx.db))
    .filter(mayAnswer)
    .map((u) => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(" ") || `#${u.id}` }));
}

/**
 * Takes the conversation for me or a colleague, if it is still assigned as the caller last saw it
 * (`expected_assignee`): two staff taking it at once, one wins and the other gets a 409.
 */
export async function assign(
  ctx: AppContext,
  me: SessionUser,
  id: number,
  body: z.output<typeof chatAssignBody>,
): Promise<ChatStaffConversation> {
  const target = body.user_id ?? me.id;
  if (target !== me.id && !(await agents(ctx)).some((a) => a.id === target))
    throw new ValidationError({ user_id: ["chat:errors.noAgent"] });
  const c = await requireConversation(ctx, id);
  if (c.status !== "open") throw conflict("chat:errors.closed", "chat_closed");
  if (!(await q.updateAssignee(ctx.db, id, body.expected_assignee, target)))
    throw conflict("chat:errors.taken", "chat_taken");
  await ctx.events.publish(STAFF_TOPIC, { type: "queue", id });
  return staffConversation(ctx, id);
}

/** Staff's answer; an unassigned conversation becomes the answering colleague's. */
export async function staffReply(
  ctx: AppContext,
  me: SessionUser,
  id: number,
  body: string,
): Promise<ChatMessage> {
  const c = await requireConversation(ctx, id);
  if (c.status !== "open") throw conflict("chat:errors.closed", "chat_closed");
  const message = mapMessage(
    await ctx.db.transaction((tx) =>
      q.insertMessage(tx, { conversationId: id, author: "staff", staffUserId: me.id, body }),
    ),
  );
  if (c.assignedTo === null) await q.updateAssignee(ctx.db, id, null, me.id);
  await publishMessage(ctx, id, message);
  await ctx.events.publish(STAFF_TOPIC, { type: "queue", id });
  return message;
}

export async function markRead(ctx: AppContext, id: number): Promise<void> {
  await requireConversation(ctx, id);
  await q.updateStaffRead(ctx.db, id);
  await ctx.events.publish(STAFF_TOPIC, { type: "queue", id });
}

export async function close(ctx: AppContext, id: number): Promise<ChatStaffConversation> {
  const c = await requireConversation(ctx, id);
  if (c.status === "open") {
    await q.updateClosed(ctx.db, id);
    await ctx.events.publish(conversationTopic(id), { type: "closed" });
    await ctx.events.publish(STAFF_TOPIC, { type: "queue", id });
  }
  return staffConversation(ctx, id);
}

export const unreadCount = (ctx: AppContext) => q.countUnread(ctx.db);

// Canned answers

const mapCanned = (r: q.CannedRow): ChatCannedAnswer => ({
  id: r.id,
  language: r.language as ChatCannedAnswer["language"],
  title: r.title,
  body: r.body,
});

export const cannedAnswers = async (ctx: AppContext, language?: string) =>
  (await q.selectCanned(ctx.db, language)).map(mapCanned);

export const addCanned = async (ctx: AppContext, body: z.output<typeof chatCannedBody>) =>
  mapCanned(await q.insertCanned(ctx.db, body));

export async function changeCanned(ctx: AppContext, id: number, body: z.output<typeof chatCannedBody>) {
  const row = await q.updateCanned(ctx.db, id, body);
  if (!row) throw notFound("chat:errors.notFound");
  return mapCanned(row);
}

export async function removeCanned(ctx: AppContext, id: number): Promise<void> {
  if (!(await q.deleteCanned(ctx.db, id))) throw notFound("chat:errors.notFound");
}
