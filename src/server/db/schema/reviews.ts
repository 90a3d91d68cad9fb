import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { masterProducts } from "./catalog.js";
import { createdAt } from "./columns.js";

/** A product review (spec §3 Review); shown only once staff approved it (spec §4). */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    masterProductId: integer("master_product_id")
      .notNull()
      .references(() => masterProducts.id, { onDelete: "cascade" }),
    userId: integer("user_id"),
    rating: smallint("rating").notNull(),
    pros: text("pros").notNull().default(""),
    cons: text("cons").notNull().default(""),
    text: text("text").notNull().default(""),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    fullName: text("full_name").notNull(),
    /** pending → approved | rejected; staff may change it again. */
    status: text("status").notNull().default("pending"),
    moderatedBy: integer("moderated_by"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_reviews_master_idx").on(t.masterProductId, t.status),
    index("product_reviews_status_idx").on(t.status, t.createdAt),
    // A customer's own reviews (the account's list, "already reviewed", products still to review).
    index("product_reviews_user_idx").on(t.userId, t.createdAt),
  ],
);
