import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

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
  },
  (t) => [index("type_categories_parent_idx").on(t.parentId, t.position), uniqueIndex("type_categories_url_idx").on(t.urlPath)],
);

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("master_products_seo_idx").on(t.seoName), index("master_products_type_idx").on(t.productTypeId)],
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("products_seo_idx").on(t.seoName),
    uniqueIndex("products_code_idx").on(t.code),
    index("products_master_idx").on(t.masterProductId),
    index("products_created_idx").on(t.createdAt),
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
  (t) => [primaryKey({ columns: [t.masterProductId, t.typeCategoryId] }), index("mpc_category_idx").on(t.typeCategoryId)],
);
