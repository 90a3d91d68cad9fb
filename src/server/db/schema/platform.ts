import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, encryptedText } from "./columns.js";

/** Every e-mail the shop sends; with SMTP_URL a job delivers it, without it staff read it here. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    to: encryptedText("to").notNull(),
    toLookup: text("to_lookup").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** JSON `[{ filename, contentType, content (base64) }]`, encrypted: invoices carry personal data. */
    attachments: encryptedText("attachments"),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The mail's natural key when a job writes it (`order-confirmation:<order id>`): a retried job
     * finds its row and stores nothing again (decision 019). Null for mails that may repeat.
     */
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.toLookup),
    index("mail_outbox_created_idx").on(t.createdAt),
    uniqueIndex("mail_outbox_idempotency_key_idx").on(t.idempotencyKey),
  ],
);

/** Who did what in the staff area (and to which record); never holds personal data values. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId)],
);
