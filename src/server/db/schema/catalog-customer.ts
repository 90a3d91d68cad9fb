import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog.js";
import { createdAt } from "./columns.js";

/** A logged-in customer's favourites (guests keep theirs in the browser and merge them on login). */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Last visited products per owner (`u:<user id>` or `s:<session hash>`); the 4 newest are kept (spec §9). */
export const lastVisited = pgTable(
  "last_visited",
  {
    owner: text("owner").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.productId] }),
    index("last_visited_owner_idx").on(t.owner, t.visitedAt),
  ],
);
