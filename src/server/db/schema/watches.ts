import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { products } from "./catalog.js";
import { createdAt, encryptedText } from "./columns.js";
import { stores } from "./stores.js";

/**
 * Price and stock watches (issue 16): tell an address once when a variant's price drops below
 * `priceBelow` (kind `price`) or when it is back in stock online (kind `stock`, no store) or in one
 * store (kind `stock` with `storeId`). A guest's watch counts only after the e-mailed link is opened
 * (`confirmedAt`, double opt-in); a customer's is confirmed when made. `firedAt` is set in the
 * transaction that claims the watch and writes its e-mail, so it is sent once.
 */
export const productWatches = pgTable(
  "product_watches",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** price | stock */
    kind: text("kind").notNull(),
    /** Minor units; kind price only. */
    priceBelow: integer("price_below"),
    /** Kind stock: the store, or null for the online (warehouse) stock. */
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    emailLookup: text("email_lookup").notNull(),
    email: encryptedText("email").notNull(),
    language: text("language").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    firedAt: timestamp("fired_at", { withTimezone: true }),
    /** The price when the watch fired (what the e-mail said). */
    firedPrice: integer("fired_price"),
    createdAt: createdAt(),
  },
  (t) => [
    /** The waiting watches of a product: what a change checks. */
    index("product_watches_waiting_idx")
      .on(t.productId)
      .where(sql`${t.firedAt} is null and ${t.confirmedAt} is not null`),
    index("product_watches_user_idx").on(t.userId),
    index("product_watches_email_idx").on(t.emailLookup),
    check(
      "product_watches_kind_check",
      sql`(${t.kind} = 'price' and ${t.priceBelow} > 0 and ${t.storeId} is null) or (${t.kind} = 'stock' and ${t.priceBelow} is null)`,
    ),
  ],
);
