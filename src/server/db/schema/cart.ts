import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { masterProducts, products } from "./catalog.js";
import { createdAt, encryptedText, updatedAt } from "./columns.js";

export type InstallmentChoice = {
  company: string;
  months: number;
  arrange: "on-store" | "online";
  lease?: boolean;
};

/**
 * A shopping cart, found by the hash of its own long-lived cookie (it survives a browser restart
 * and a login, when a guest cart is merged into the customer's). Checkout choices live here too.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** open | ordered | merged */
    status: text("status").notNull().default("open"),
    deliveryCode: text("delivery_code"),
    storeId: integer("store_id"),
    dispensingPointId: text("dispensing_point_id"),
    timeslot: text("timeslot"),
    paymentCode: text("payment_code"),
    paymentCompany: text("payment_company"),
    installment: jsonb("installment").$type<InstallmentChoice>(),
    cardNumber: encryptedText("card_number"),
    cardHolder: encryptedText("card_holder"),
    twisto: jsonb("twisto").$type<{ approved: boolean; reference: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_user_open_idx").on(t.userId).where(sql`status = 'open'`)],
);

/**
 * A line of the cart. A device is a package root (parentId null); its insurance, warranty
 * extension, prolonged warranty, gifts and accessories are sub-items pointing at it.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    /** product | insurance | warranty | prolong | gift */
    kind: text("kind").notNull().default("product"),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    serviceOfferId: integer("service_offer_id"),
    quantity: integer("quantity").notNull().default(1),
    /** A service's price when the shopper chose it: a later change asks them to choose again. */
    chosenPrice: integer("chosen_price"),
    installmentId: text("installment_id"),
    installmentArrangeType: text("installment_arrange_type"),
    buyoutProduct: text("buyout_product"),
    buyoutQuoteId: text("buyout_quote_id"),
    buyoutBonusPercent: integer("buyout_bonus_percent"),
    buyoutBonusAmount: integer("buyout_bonus_amount"),
    createdAt: createdAt(),
  },
  (t) => [index("cart_items_cart_idx").on(t.cartId), index("cart_items_parent_idx").on(t.parentId)],
);

/**
 * Insurance (Tuito general / screen), manufacturer-warranty extension by months and prolonged
 * warranty by code: what can be attached to a device, priced by the device's price band.
 */
export const serviceOffers = pgTable(
  "service_offers",
  {
    id: serial("id").primaryKey(),
    /** general_insurance | screen_insurance | warranty | prolong */
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    months: integer("months").notNull(),
    price: integer("price").notNull(),
    minDevicePrice: integer("min_device_price").notNull().default(0),
    maxDevicePrice: integer("max_device_price").notNull().default(2_000_000_000),
    productTypeCodes: text("product_type_codes").array().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("service_offers_code_idx").on(t.kind, t.code, t.minDevicePrice)],
);

/** Gifts added free to a device's package. */
export const productGifts = pgTable(
  "product_gifts",
  {
    masterProductId: integer("master_product_id")
      .notNull()
      .references(() => masterProducts.id, { onDelete: "cascade" }),
    giftProductId: integer("gift_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  // By gift too: a gift's change marks its recipients' stored cards stale (decision 025).
  (t) => [
    primaryKey({ columns: [t.masterProductId, t.giftProductId] }),
    index("product_gifts_gift_idx").on(t.giftProductId),
  ],
);

/** Time-limited lease offers shown by a page component (spec: limited-offers-lease/{component_pk}). */
export const leaseOffers = pgTable("lease_offers", {
  id: serial("id").primaryKey(),
  componentId: integer("component_id").notNull(),
  masterProductId: integer("master_product_id")
    .notNull()
    .references(() => masterProducts.id, { onDelete: "cascade" }),
  months: integer("months").notNull(),
  monthlyPrice: integer("monthly_price").notNull(),
  validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
  validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
});
