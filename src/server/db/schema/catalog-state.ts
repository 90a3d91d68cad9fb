import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, json, pgTable, text } from "drizzle-orm/pg-core";

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

/** One row: the cards' epoch (see `catalogCards`). */
export const catalogCardsState = pgTable("catalog_cards_state", {
  id: integer("id").primaryKey(),
  epoch: integer("epoch").notNull().default(1),
});
