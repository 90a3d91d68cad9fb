import { id } from "./common.js";
import { z } from "./z.js";

// Support chat (spec §2 customer side "multi-chat"; issue 20).

/** The longest message a visitor or staff may send: a chat line, not a letter. */
export const MESSAGE_MAX = 2000;

const messageText = z.string().trim().min(1).max(MESSAGE_MAX);
// The browser's form sends the parsed value (null for an empty field), a script may send "" or nothing.
const optionalEmail = z
  .union([z.literal(""), z.email().max(254)])
  .nullish()
  .transform((v) => v || null);

/** The shop's contact channels shown in the launcher (values from the shop's settings). */
export const chatChannels = z.object({
  phone: z.string().nullable(),
  /** Opening hours of the phone line, per weekday (1 Monday … 7 Sunday), `HH:MM-HH:MM` or null when closed. */
  hours: z.array(z.object({ day: z.number(), from: z.string().nullable(), to: z.string().nullable() })),
  /** Whether the line is open right now (shop's time zone). */
  open_now: z.boolean(),
  email: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  messenger_url: z.string().nullable(),
  chat_enabled: z.boolean(),
});
export type ChatChannels = z.output<typeof chatChannels>;

export const chatMessage = z.object({
  id: z.number(),
  author: z.enum(["customer", "staff"]),
  /** The staff member's first name (the customer sees who answers). */
  staff_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.output<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.number(),
  name: z.string(),
  has_email: z.boolean(),
  status: z.enum(["open", "closed"]),
  messages: z.array(chatMessage),
});
export type ChatConversation = z.output<typeof chatConversation>;
export const chatConversationResponse = z.object({ conversation: chatConversation.nullable() });

/** `since`: only messages after this id (a reconnecting client's last seen message). */
export const chatSinceQuery = z.object({
  since: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** The first message opens the conversation: name asked first, the e-mail optional. */
export const chatStartBody = z.object({
  name: z.string().trim().min(1).max(100),
  email: optionalEmail,
  body: messageText,
});
export const chatMessageBody = z.object({ body: messageText });
export const chatTranscriptBody = z.object({ email: optionalEmail });
export const chatTranscriptResponse = z.object({ sent: z.literal(true) });

/** What a conversation's stream sends: `open` on every (re)connect (fetch `since`), a new message, the conversation closed by staff. */
export type ChatEvent = { type: "open" } | { type: "message"; message: ChatMessage } | { type: "closed" };

// Staff side

export const chatQueueRow = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(["open", "closed"]),
  assigned_to: z.number().nullable(),
  assigned_name: z.string().nullable(),
  /** When the customer's unanswered message came; null when the last word is the shop's. */
  waiting_since: z.string().nullable(),
  unread: z.boolean(),
  has_account: z.boolean(),
  last_message: z.string().nullable(),
  created_at: z.string(),
});
export type ChatQueueRow = z.output<typeof chatQueueRow>;
export const chatQueueQuery = z.object({ status: z.enum(["open", "closed"]).default("open") });
export const chatQueueResponse = z.object({ results: z.array(chatQueueRow) });

export const chatCustomerOrder = z.object({
  number: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export const chatCustomerBuyback = z.object({
  number: z.string(),
  status: z.string(),
  price: z.number().nullable(),
  created_at: z.string(),
});
export const chatStaffConversation = chatQueueRow.extend({
  email: z.string().nullable(),
  language: z.string(),
  messages: z.array(chatMessage),
  orders: z.array(chatCustomerOrder),
  buybacks: z.array(chatCustomerBuyback),
});
export type ChatStaffConversation = z.output<typeof chatStaffConversation>;

/** Takes a conversation for `user_id` (default: the caller) if it is still `expected_assignee`'s. */
export const chatAssignBody = z.object({
  user_id: id.optional(),
  expected_assignee: z.number().int().nullable().default(null),
});
export const chatAgentsResponse = z.object({
  results: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const chatUnreadResponse = z.object({ count: z.number() });

export const chatCannedAnswer = z.object({
  id: z.number(),
  language: z.enum(["cs", "ro"]),
  title: z.string(),
  body: z.string(),
});
export type ChatCannedAnswer = z.output<typeof chatCannedAnswer>;
export const chatCannedQuery = z.object({ language: z.enum(["cs", "ro"]).optional() });
export const chatCannedResponse = z.object({ results: z.array(chatCannedAnswer) });
export const chatCannedBody = z.object({
  language: z.enum(["cs", "ro"]),
  title: z.string().trim().min(1).max(80),
  body: messageText,
});

/** What the staff stream sends: something changed in the queue (refetch), or a conversation's message. */
export type ChatStaffEvent =
  | { type: "queue"; id: number }
  | { type: "message"; id: number; message: ChatMessage };
