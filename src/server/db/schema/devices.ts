import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";

/**
 * The device tree shared by buy-back and service (type → manufacturer → model → colour).
 * Kept apart from the sales catalogue: people sell and repair devices we no longer sell, and
 * the sales catalogue's variants (memory, stock) mean nothing here.
 * Every row has a stable `slug`: URLs and the API use slugs as choice values, never ids.
 */

/** Texts per language; `cs` is always present (Romanian and English fall back to it). */
export type LocalizedText = { cs: string; ro?: string; en?: string };

export const deviceTypes = pgTable("device_types", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  position: integer("position").notNull().default(0),
});

export const deviceManufacturers = pgTable("device_manufacturers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});

export const deviceModels = pgTable(
  "device_models",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    typeId: integer("type_id")
      .notNull()
      .references(() => deviceTypes.id),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => deviceManufacturers.id),
    name: text("name").notNull(),
    /** Newer models first in the list; the year is also what a buyer looks at. */
    releaseYear: integer("release_year"),
    position: integer("position").notNull().default(0),
    forBuyout: boolean("for_buyout").notNull().default(true),
    forService: boolean("for_service").notNull().default(true),
  },
  (t) => [index("device_models_type_maker_idx").on(t.typeId, t.manufacturerId)],
);

export const deviceColors = pgTable(
  "device_colors",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    modelId: integer("model_id")
      .notNull()
      .references(() => deviceModels.id, { onDelete: "cascade" }),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    hex: text("hex").notNull().default("#9ca3af"),
    /** Product photo; null draws a tinted silhouette in the web app (no CDN offline). */
    imageUrl: text("image_url"),
    imageAlt: jsonb("image_alt").$type<LocalizedText>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("device_colors_model_idx").on(t.modelId)],
);
