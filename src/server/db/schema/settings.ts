import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

/**
 * Shop-wide parameters staff changed, per market (issue 20). A key without a row has the registry's
 * default (`contract/settings.ts`), so a new key needs no migration and no seed.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    market: text("market").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.market, t.key] })],
);

/** Who changed which parameter from what to what, and when: the staff screen's history. */
export const shopSettingChanges = pgTable(
  "shop_setting_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    market: text("market").notNull(),
    key: text("key").notNull(),
    oldValue: jsonb("old_value").$type<unknown>(),
    newValue: jsonb("new_value").$type<unknown>().notNull(),
    actorId: integer("actor_id"),
    createdAt: createdAt(),
  },
  (t) => [index("shop_setting_changes_market_idx").on(t.market, t.createdAt)],
);

/**
 * Units of measure (spec §7 "GET units"): what a quantity or an attribute value is counted in,
 * with its symbol per language ("ks" / "buc", "GB"). Shared by both markets.
 */
export const units = pgTable("units", {
  id: serial("id").primaryKey(),
  /** Stable code other data refers to (`pcs`, `kg`, `gb`). */
  code: text("code").notNull().unique(),
  symbolCs: text("symbol_cs").notNull(),
  symbolRo: text("symbol_ro").notNull(),
  nameCs: text("name_cs").notNull(),
  nameRo: text("name_ro").notNull(),
  position: integer("position").notNull().default(0),
});
