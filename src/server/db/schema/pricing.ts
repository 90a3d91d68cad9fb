import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.js";
import { createdAt, updatedAt } from "./columns.js";

/**
 * Price lists (issue 20, decision 017): level prices of one market for one customer group
 * (registered, business, shop), valid from/to (either open). The retail price is the product's own
 * `price`; a shopper pays the lowest valid level price of their groups, never above it
 * (modules/pricing/level-price-sql.ts).
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** cz | ro */
    market: text("market").notNull(),
    /** registered | business | shop */
    customerGroup: text("customer_group").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("price_lists_market_check", sql`${t.market} in ('cz', 'ro')`),
    check("price_lists_group_check", sql`${t.customerGroup} in ('registered', 'business', 'shop')`),
    check(
      "price_lists_validity_check",
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

/** One variant's price on a list, in minor units; read by product id on every level-priced read. */
export const priceListPrices = pgTable(
  "price_list_prices",
  {
    priceListId: integer("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index("price_list_prices_product_idx").on(t.productId, t.price),
    check("price_list_prices_price_check", sql`${t.price} > 0`),
  ],
);
