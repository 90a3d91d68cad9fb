import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt, encryptedText } from "./columns.js";

/**
 * A support chat between a visitor and staff (spec §2 multi-chat): tied to the visitor's browser
 * session (its hash, never the cookie itself) and, when logged in, to the account. The name and the
 * e-mail are personal data, kept encrypted; so are the messages, which often hold addresses or
 * order numbers.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    sessionHash: text("session_hash"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: encryptedText("name").notNull(),
    email: encryptedText("email"),
    language: text("language").notNull(),
    /** open | closed */
    status: text("status").notNull().default("open"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** When the customer's oldest unanswered message came (the queue's waiting time); null when answered. */
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** The last message staff have read (the unread badge counts conversations past it). */
    staffReadId: integer("staff_read_id").notNull().default(0),
    lastMessageId: integer("last_message_id").notNull().default(0),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("chat_conversations_session_idx").on(t.sessionHash, t.status),
    index("chat_conversations_user_idx").on(t.userId, t.status),
    index("chat_conversations_open_idx").on(t.status, t.waitingSince),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** customer | staff */
    author: text("author").notNull(),
    staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    body: encryptedText("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.id)],
);

/** Ready answers staff insert with one click, per language (cs, ro). */
export const chatCannedAnswers = pgTable("chat_canned_answers", {
  id: serial("id").primaryKey(),
  language: text("language").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
});
