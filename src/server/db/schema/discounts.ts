import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { carts } from "./cart.js";
import { createdAt } from "./columns.js";

/** Spec §3 Discount. `value`: whole percent, or minor units for absolute and fixed prices. */
export const discounts = pgTable("discounts", {
  id: serial("id").primaryKey(),
  marketingName: text("marketing_name").notNull(),
  /** percentage | absolute | fixed */
  discountType: text("discount_type").notNull(),
  discountValue: integer("discount_value").notNull(),
  isDiscountPerPiece: boolean("is_discount_per_piece").notNull().default(false),
  minimalDiscountNumerical: integer("minimal_discount_numerical").notNull().default(0),
  minimalDiscountSets: integer("minimal_discount_sets").notNull().default(0),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validTo: timestamp("valid_to", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  isPublic: boolean("is_public").notNull().default(true),
  isCombinable: boolean("is_combinable").notNull().default(true),
  isAutomaticAssignment: boolean("is_automatic_assignment").notNull().default(false),
  internalNote: text("internal_note").notNull().default(""),
  discountDetailUrl: text("discount_detail_url").notNull().default(""),
  cumulativeBonus: boolean("cumulative_bonus").notNull().default(false),
  /** Products (variants) it applies to; empty = the whole cart. */
  productIds: integer("product_ids").array().notNull().default([]),
  /** Set for card discounts (e.g. "isic"): applied by a card number, not a code. */
  cardType: text("card_type"),
  /** Whether it also takes off action packages' lines (already sold below their parts' prices). */
  appliesToPackages: boolean("applies_to_packages").notNull().default(false),
  createdAt: createdAt(),
});

/** Codes of a discount. Generated single-use codes are 10 characters and used exactly once. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    discountId: integer("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    singleUse: boolean("single_use").notNull().default(false),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedOrderId: integer("used_order_id"),
    createdAt: createdAt(),
  },
  (t) => [index("discount_codes_discount_idx").on(t.discountId)],
);

export const cartDiscounts = pgTable(
  "cart_discounts",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    discountId: integer("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    codeId: integer("code_id"),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.discountId] })],
);
