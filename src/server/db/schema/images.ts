import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt } from "./columns.js";

/**
 * An uploaded (or seeded) picture (issue 18). The original is kept in storage under its content
 * hash, and so is every variant (`<hash>-<width>.<avif|webp>`): a URL never changes what it shows,
 * so it is served with a year-long immutable cache header.
 */
export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the original's bytes, hex, first 20 characters. */
    hash: text("hash").notNull(),
    /** image/jpeg | image/png | image/webp | image/avif */
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    fileName: text("file_name").notNull(),
    altCs: text("alt_cs").notNull().default(""),
    altRo: text("alt_ro").notNull().default(""),
    /** Widths whose AVIF and WebP variants exist in storage (generated after the upload). */
    variantWidths: integer("variant_widths").array().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("images_hash_idx").on(t.hash)],
);

/**
 * Where an image is shown: a master product's gallery (optionally for one colour, so the colour
 * choice switches the pictures), a category's photo, a banner. `position` orders a gallery;
 * one `isMain` per entity (and colour) is the card and search-suggestion picture.
 */
export const imageLinks = pgTable(
  "image_links",
  {
    id: serial("id").primaryKey(),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** master_product | category | banner */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    /** The variant colour name the picture shows, "" for every colour. */
    colour: text("colour").notNull().default(""),
    position: integer("position").notNull().default(0),
    isMain: boolean("is_main").notNull().default(false),
  },
  (t) => [
    uniqueIndex("image_links_unique_idx").on(t.entityType, t.entityId, t.colour, t.imageId),
    index("image_links_entity_idx").on(t.entityType, t.entityId, t.colour, t.position),
    index("image_links_image_idx").on(t.imageId),
  ],
);
