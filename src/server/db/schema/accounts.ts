import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, encryptedText } from "./columns.js";

/**
 * role: customer | shop (a store's shared account) | warehouse | catalog | staff | admin
 * (domain/staff-permissions.ts); permissions are rights an admin grants on top, such as `supervisor`.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    emailLookup: text("email_lookup").notNull(),
    email: encryptedText("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("customer"),
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    firstName: encryptedText("first_name"),
    lastName: encryptedText("last_name"),
    phone: encryptedText("phone"),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** When the owner proved the address (issue 16): only then are guest orders with it attached. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** A staff account an admin switched off (issue 17): it cannot log in; its history stays. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_lookup_idx").on(t.emailLookup)],
);

/** Server-side sessions: the cookie holds a random id, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A single-use link sent by e-mail (password reset, e-mail verification): the token's SHA-256, whose
 * account, until when, and when it was used.
 */
const singleUseTokenColumns = () => ({
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResets = pgTable("password_resets", singleUseTokenColumns());

/** Single-use e-mail verification links (48 h); the table holds the token's SHA-256. */
export const emailVerifications = pgTable("email_verifications", singleUseTokenColumns(), (t) => [
  index("email_verifications_user_idx").on(t.userId),
]);
