import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, json, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row whose `v` grows when anything a catalogue answer depends on commits (deferred triggers of
 * migration `catalog_search`). Cached answers are keyed by it, so a stock change shows at once.
 */
export const catalogVersion = pgTable("catalog_version", {
  id: integer("id").primaryKey(),
  v: bigint("v", { mode: "number" }).notNull().default(1),
  tx: bigint("tx", { mode: "number" }),
});

/** Every word of the search vectors with its document count: the dictionary typo tolerance looks in. */
export const searchTerms = pgTable("search_terms", {
  term: text("term").primaryKey(),
  freq: integer("freq").notNull().default(0),
});

/**
 * One row whose `v` grows when the dictionary's words or counts change (`search_terms_adjust`), read
 * with the catalogue version: an instance keeps the dictionary in memory for as long as `v` stays
 * (decision 027). A table of its own, not a column of `catalog_version`: a document change takes its
 * lock first, and a long catalogue edit would otherwise hold up every checkout's stock bump.
 */
export const searchTermsVersion = pgTable("search_terms_version", {
  id: integer("id").primaryKey(),
  v: bigint("v", { mode: "number" }).notNull().default(0),
});

/**
 * What each catalogue version changed: a row per changed row of a table the catalogue reads (`key` is
 * the product or model id where there is one). An instance that holds answers of an older version
 * reads the rows since then and updates or drops only what they touched (migration
 * `catalog_change_log`); rows older than a few thousand versions are pruned.
 */
export const catalogChanges = pgTable(
  "catalog_changes",
  {
    /**
     * Only a row identity: the pruning DELETE of a table published to a read replica needs one
     * (PostgreSQL refuses it otherwise), and the replica finds the rows to delete by it (decision 019).
     */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    v: bigint("v", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    key: integer("key"),
  },
  (t) => [index("catalog_changes_v_idx").on(t.v)],
);

/**
 * The read model of the catalogue's cards (decision 025): each product's retail card as the answer
 * shows it, so a list, a search or a strip reads 20 rows instead of joining maker, type, gifts,
 * colours, categories, rating and picture per card. The change log's trigger marks a model's cards
 * `stale` when the product, its model or what a card shows of it changes (and adds a stale row for a
 * new product); a category or maker rename moves `catalog_cards_state.epoch`, which makes every card
 * older. Readers take only fresh cards of the current epoch and read the rest live; the filler
 * (`catalog-cards-fill.ts`) rebuilds what is stale.
 */
export const catalogCards = pgTable(
  "catalog_cards",
  {
    productId: integer("product_id").primaryKey(),
    masterId: integer("master_id").notNull(),
    epoch: integer("epoch").notNull(),
    lang: text("lang").notNull(),
    stale: boolean("stale").notNull().default(false),
    card: json("card"),
  },
  (t) => [
    index("catalog_cards_master_idx").on(t.masterId),
    index("catalog_cards_stale_idx").on(t.productId).where(sql`stale`),
  ],
);

/** One row: the cards' epoch (see `catalogCards`) and the product answers' (`catalogProductDocs`). */
export const catalogCardsState = pgTable("catalog_cards_state", {
  id: integer("id").primaryKey(),
  epoch: integer("epoch").notNull().default(1),
  docsEpoch: integer("docs_epoch").notNull().default(1),
});

/**
 * The read model of the product answers (decision 026): each active product's retail answer of the
 * market, as the JSON text `catalog:product` sends, so a product page that no instance has cached
 * reads one row instead of the product statement's thirteen subqueries and the answer's assembly.
 * `models` are the models the answer shows (its own, its meta-master's others, its accessories');
 * the change log's trigger marks stale every answer showing a changed model or a model a changed
 * gift is given with, those of a meta-master a model joins (`meta_master_id`) and those of the
 * products a changed store stocks. A change of what any answer may show (a category, maker or
 * attribute) moves `catalog_cards_state.docs_epoch`. `fresh_until` is the next start or
 * end of an offer the page lists: the answer is old from then. Readers take only fresh answers of
 * the current epoch and build the rest live; the filler rebuilds what is stale.
 */
export const catalogProductDocs = pgTable(
  "catalog_product_docs",
  {
    productId: integer("product_id").primaryKey(),
    seoName: text("seo_name").notNull(),
    masterId: integer("master_id").notNull(),
    metaMasterId: integer("meta_master_id"),
    models: integer("models").array().notNull(),
    market: text("market").notNull(),
    epoch: integer("epoch").notNull(),
    stale: boolean("stale").notNull().default(false),
    freshUntil: timestamp("fresh_until", { withTimezone: true }),
    /** The answer's catalogue cache tags (`ProductAnswer.tags`); null: it goes with any change. */
    tags: json("tags"),
    body: text("body"),
  },
  (t) => [
    index("catalog_product_docs_seo_idx").on(t.seoName),
    index("catalog_product_docs_models_idx").using("gin", t.models),
    index("catalog_product_docs_meta_idx").on(t.metaMasterId),
    index("catalog_product_docs_stale_idx").on(t.productId).where(sql`stale`),
    index("catalog_product_docs_until_idx").on(t.freshUntil).where(sql`fresh_until is not null`),
  ],
);
