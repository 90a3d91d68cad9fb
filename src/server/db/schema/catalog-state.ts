import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

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
