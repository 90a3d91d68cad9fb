import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

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
