import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, encryptedText, updatedAt } from "./columns.js";
import { creditNotes, orders } from "./orders.js";

/** A rule ANAF (or our own check before sending) says the document breaks. */
export interface EinvoiceError {
  rule: string;
  message: string;
  source: "local" | "anaf";
}

/**
 * RO e-Factura transmissions (docs/decisions/015-ro-e-factura.md): one row per Romanian invoice or
 * credit note. `queued` → upload → `uploaded` (ANAF's upload index stored before the first status
 * query, so a process that dies in between polls the same index next time) → `accepted` (the
 * signed answer kept) or `rejected` (errors; staff correct the buyer and resend → `queued`).
 */
export const einvoices = pgTable(
  "einvoices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"invoice" | "credit_note">().notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    creditNoteId: integer("credit_note_id").references(() => creditNotes.id, { onDelete: "restrict" }),
    /** The document's number (F…, D…). */
    number: text("number").notNull().unique(),
    /** YYYY-MM-DD in the shop's zone, and the last day for ANAF (5 Romanian working days later). */
    issueDate: text("issue_date").notNull(),
    deadline: text("deadline").notNull(),
    state: text("state").$type<"queued" | "uploaded" | "accepted" | "rejected">().notNull().default("queued"),
    uploadIndex: text("upload_index"),
    downloadId: text("download_id"),
    /** Uploads made (a resend after a correction is another). */
    uploads: integer("uploads").notNull().default(0),
    /** Failed attempts in a row (ANAF down, slow): the back-off grows with them. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then (no two uploads of one document at once). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Why the last attempt failed (ANAF unreachable…), never personal data. */
    lastError: text("last_error"),
    errors: jsonb("errors").$type<EinvoiceError[]>().notNull().default([]),
    /** Staff's correction of the buyer (JSON), encrypted like the order's billing address. */
    correction: encryptedText("correction"),
    /** ANAF's answer (base64 ZIP: the signed invoice, or the errors), encrypted: it holds the buyer. */
    answer: encryptedText("answer"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("einvoices_due").on(t.state, t.nextAttemptAt), index("einvoices_order").on(t.orderId)],
);
