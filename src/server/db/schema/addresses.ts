import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt, encryptedText, updatedAt } from "./columns.js";

/**
 * A customer's saved addresses (issue 16): billing or delivery, one default of each kind per
 * customer (a partial unique index). Everything that names or locates the person is encrypted at
 * rest; the country code and the kind are not personal. Deleted with the account's personal data.
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** billing | delivery */
    kind: text("kind").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    firstName: encryptedText("first_name").notNull(),
    lastName: encryptedText("last_name").notNull(),
    street: encryptedText("street").notNull(),
    city: encryptedText("city").notNull(),
    postcode: encryptedText("postcode").notNull(),
    /** ISO 3166-1 alpha-2 (CZ, RO, …). */
    country: text("country").notNull(),
    phone: encryptedText("phone"),
    /** Billing only: the company, its IČO (CZ) or CUI (RO), its DIČ / VAT number. */
    company: encryptedText("company"),
    companyId: encryptedText("company_id"),
    vatId: encryptedText("vat_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_addresses_user_idx").on(t.userId),
    uniqueIndex("customer_addresses_default_idx").on(t.userId, t.kind).where(sql`${t.isDefault}`),
    check("customer_addresses_kind_check", sql`${t.kind} in ('billing', 'delivery')`),
  ],
);
