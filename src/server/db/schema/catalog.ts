import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";

/** Stored full-text vector; filled by the triggers of migration `catalog_search` (never computed per query). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** phone, tablet, watch, computer, accessory. `label` is stored as the legacy data has it. */
export const productTypes = pgTable("product_types", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  label: text("label").notNull(),
  position: integer("position").notNull().default(0),
});

export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  seoName: text("seo_name").notNull().unique(),
});

/** Type categories: a tree (spec §3 Category). Siblings are ordered by `position`. */
export const typeCategories = pgTable(
  "type_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    seoName: text("seo_name").notNull(),
    forDisplay: boolean("for_display").notNull().default(true),
    forBuyout: boolean("for_buyout").notNull().default(false),
    forService: boolean("for_service").notNull().default(false),
    filterable: boolean("filterable").notNull().default(false),
    manufacturerIds: integer("manufacturer_ids").array().notNull().default([]),
    photoId: integer("photo_id"),
    productTypeId: integer("product_type_id").references(() => productTypes.id),
    meilisearchBoost: numeric("meilisearch_boost", { precision: 8, scale: 3 }).notNull().default("1"),
    urlPath: text("url_path").notNull(),
    /** SEO texts per category (staff "SEO texts"): page title, meta description, text under the list. */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoText: text("seo_text"),
  },
  (t) => [
    index("type_categories_parent_idx").on(t.parentId, t.position),
    uniqueIndex("type_categories_url_idx").on(t.urlPath),
  ],
);

/** Groups master products of one model line (memory sizes, sizes) for the switch on the product page. */
export const metaMasters = pgTable("meta_masters", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/** A model as shoppers think of it ("iPhone 15"); variants (colour, memory) are `products`. */
export const masterProducts = pgTable(
  "master_products",
  {
    id: serial("id").primaryKey(),
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    name: text("name").notNull(),
    seoName: text("seo_name").notNull(),
    description: text("description").notNull().default(""),
    metaMasterId: integer("meta_master_id").references(() => metaMasters.id, { onDelete: "set null" }),
    /** Merchandising badges shown on cards and sent to analytics: new, tip, sale, exclusive… */
    badges: text("badges").array().notNull().default([]),
    /** Higher comes first in the "recommended" sort and on the home page. */
    recommendedRank: integer("recommended_rank").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("master_products_seo_idx").on(t.seoName),
    index("master_products_type_idx").on(t.productTypeId),
    index("master_products_meta_idx").on(t.metaMasterId),
  ],
);

/** A sellable variant. Prices in minor units; `commonPrice` is the strike-through price. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    masterProductId: integer("master_product_id")
      .notNull()
      .references(() => masterProducts.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    seoName: text("seo_name").notNull(),
    name: text("name").notNull(),
    colorName: text("color_name"),
    colorHex: text("color_hex"),
    memoryGb: integer("memory_gb"),
    /** new | A+ | A | B | C | D (used or refurbished grades) */
    quality: text("quality").notNull().default("new"),
    price: integer("price").notNull(),
    commonPrice: integer("common_price"),
    vatRate: integer("vat_rate").notNull().default(21),
    warehouseStock: integer("warehouse_stock").notNull().default(0),
    ean: text("ean"),
    imageUrl: text("image_url"),
    attributes: jsonb("attributes").$type<Record<string, string | number>>().notNull().default({}),
    isActive: boolean("is_active").notNull().default(true),
    /** Offered as a lease (a lease tab and lease info on the product page). */
    isLeased: boolean("is_leased").notNull().default(false),
    /** When sold out: the date new stock is expected ("expected on 12. 3."). */
    expectedStockDate: date("expected_stock_date"),
    /** Stores holding at least one piece; kept by a trigger on store_stock so lists never aggregate it. */
    storesInStock: integer("stores_in_stock").notNull().default(0),
    /** Last time stock went from none to some, for the "newly stocked" list; kept by a trigger. */
    restockedAt: timestamp("restocked_at", { withTimezone: true }),
    searchVector: tsvector("search_vector"),
    /** The highest `meilisearch_boost` of the model's categories, multiplied into the search rank. */
    searchBoost: real("search_boost").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_seo_idx").on(t.seoName),
    uniqueIndex("products_code_idx").on(t.code),
    index("products_master_idx").on(t.masterProductId),
    index("products_created_idx").on(t.createdAt),
    /** The few variants that list the models they fit (accessories), read by the accessory refresh. */
    index("products_compatible_idx").on(t.masterProductId).where(sql`${t.attributes} ? 'compatible_models'`),
  ],
);

export const masterProductCategories = pgTable(
  "master_product_categories",
  {
    masterProductId: integer("master_product_id")
      .notNull()
      .references(() => masterProducts.id, { onDelete: "cascade" }),
    typeCategoryId: integer("type_category_id")
      .notNull()
      .references(() => typeCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.masterProductId, t.typeCategoryId] }),
    index("mpc_category_idx").on(t.typeCategoryId),
  ],
);
