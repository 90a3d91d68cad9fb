import { boolean, customType, integer, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { masterProducts } from "./catalog.js";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One search row per model that has an active variant, kept by the triggers of migration
 * `search_at_scale` (decision 011): the model's words in one document, and the static order a broad
 * query takes its candidates in (boost, then available, then cheapest), so a query ranks a bounded
 * set instead of every matching variant. Its indexes (GIN on the document, a covering btree in that
 * order, trigrams of the name) are created by the migration.
 */
export const searchModels = pgTable("search_models", {
  masterProductId: integer("master_product_id")
    .primaryKey()
    .references(() => masterProducts.id, { onDelete: "cascade" }),
  productTypeId: integer("product_type_id").notNull(),
  /** Maker and model name, lower case without diacritics: the trigram fallback compares it. */
  name: text("name").notNull(),
  document: tsvector("document").notNull(),
  /** The highest `meilisearch_boost` of the model's categories. */
  boost: real("boost").notNull(),
  /** The lead variant is in neither the warehouse nor a store (stock state rank above 1). */
  soldOut: boolean("sold_out").notNull(),
  /** The lead variant's price, minor units. */
  price: integer("price").notNull(),
});

/**
 * Every word of every search document with the model's static-order key (decision 011), kept by the
 * triggers of migration `search_postings`: a broad query walks its rarest word's models in that order
 * and stops at the candidates it needs, however the matches lie in the whole catalogue.
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    term: text("term").notNull(),
    boost: real("boost").notNull(),
    soldOut: boolean("sold_out").notNull(),
    price: integer("price").notNull(),
    masterProductId: integer("master_product_id").notNull(),
  },
  (t) => [
    uniqueIndex("search_postings_walk_idx").on(
      t.term,
      t.boost.desc().nullsFirst(),
      t.soldOut,
      t.price,
      t.masterProductId,
    ),
  ],
);
