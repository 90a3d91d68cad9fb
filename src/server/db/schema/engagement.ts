import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, encryptedText } from "./columns.js";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** Newsletter subscribers: double opt-in (confirmed by the e-mailed link), one row per address. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    emailLookup: text("email_lookup").notNull(),
    email: encryptedText("email").notNull(),
    language: text("language").notNull(),
    tokenHash: text("token_hash").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("subscribers_email_idx").on(t.emailLookup)],
);

/** Messages from the contact form; staff answer them by e-mail and mark them handled. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    topic: text("topic").notNull(),
    name: encryptedText("name").notNull(),
    email: encryptedText("email").notNull(),
    phone: encryptedText("phone"),
    message: encryptedText("message").notNull(),
    handled: boolean("handled").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const jobPositions = pgTable("job_positions", {
  id: serial("id").primaryKey(),
  seoName: text("seo_name").notNull().unique(),
  title: text("title").notNull(),
  city: text("city").notNull(),
  description: text("description").notNull(),
  isOpen: boolean("is_open").notNull().default(true),
});

/** Applications with the CV (encrypted at rest like the rest of the applicant's data). */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    positionId: integer("position_id")
      .notNull()
      .references(() => jobPositions.id),
    name: encryptedText("name").notNull(),
    email: encryptedText("email").notNull(),
    phone: encryptedText("phone").notNull(),
    message: encryptedText("message"),
    cvFileName: text("cv_file_name").notNull(),
    cvContentType: text("cv_content_type").notNull(),
    /** AES-256-GCM sealed file bytes (see platform/crypto.ts sealBytes). */
    cv: bytea("cv").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("job_applications_position_idx").on(t.positionId)],
);
