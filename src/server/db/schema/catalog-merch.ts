import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { masterProducts, productTypes } from "./catalog.js";
import { createdAt } from "./columns.js";

/**
 * Marketing offers on the product page: a promotion, a bundle, or a time-limited offer with a
 * countdown. For one model or a whole product type. (Insurance, warranty and gifts are the cart's
 * `service_offers` and `product_gifts`.)
 */
export const specialOffers = pgTable(
  "special_offers",
  {
    id: serial("id").primaryKey(),
    /** promo | bundle | time_limited */
    kind: text("kind").notNull(),
    masterProductId: integer("master_product_id").references(() => masterProducts.id, {
      onDelete: "cascade",
    }),
    productTypeId: integer("product_type_id").references(() => productTypes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** An offer price in minor units, when the offer has one. */
    price: integer("price"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("special_offers_master_idx").on(t.masterProductId),
    index("special_offers_type_idx").on(t.productTypeId),
  ],
);

/**
 * The accessories a model's page recommends, in order (decision 012): worked out by the database
 * when a product, a model or a maker changes (`catalog_refresh_accessories`, migration
 * `product_accessories`), so a product read takes four rows by index instead of comparing names.
 * `tier` says why: 1 the accessory names this model, 2 a universal accessory of the same maker,
 * 3 a universal accessory of a maker that makes no devices. No foreign key on the accessory: its
 * deletion is a catalogue change that recomputes the models listing it.
 */
export const productAccessories = pgTable(
  "product_accessories",
  {
    masterProductId: integer("master_product_id")
      .notNull()
      .references(() => masterProducts.id, { onDelete: "cascade" }),
    rank: smallint("rank").notNull(),
    accessoryMasterProductId: integer("accessory_master_product_id").notNull(),
    tier: smallint("tier").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.masterProductId, t.rank] }),
    index("product_accessories_accessory_idx").on(t.accessoryMasterProductId),
  ],
);

/** Home page slider slides and banners. */
export const banners = pgTable("catalog_banners", {
  id: serial("id").primaryKey(),
  /** slider | banner */
  placement: text("placement").notNull(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  linkUrl: text("link_url").notNull(),
  color: text("color").notNull().default("#1d4ed8"),
  imageUrl: text("image_url"),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

/** Old slugs of renamed categories and products, answered with a 301 to the current address. */
export const catalogRedirects = pgTable(
  "catalog_redirects",
  {
    /** category (old url_path) | product (old seo_name) */
    kind: text("kind").notNull(),
    oldSlug: text("old_slug").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldSlug] })],
);
