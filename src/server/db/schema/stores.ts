import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.js";

/** Opening hours per ISO weekday 1-7: [["09:00","20:00"]] or [] when closed. */
export type OpeningHours = Record<string, [string, string][]>;

export const stores = pgTable("stores", {
  id: serial("id").primaryKey(),
  seoName: text("seo_name").notNull().unique(),
  name: text("name").notNull(),
  street: text("street").notNull(),
  city: text("city").notNull(),
  postcode: text("postcode").notNull(),
  country: text("country").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  latitude: real("latitude").notNull(),
  longitude: real("longitude").notNull(),
  openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
  isShowroom: boolean("is_showroom").notNull().default(false),
  isServiceCenter: boolean("is_service_center").notNull().default(false),
  isBuyoutCenter: boolean("is_buyout_center").notNull().default(false),
  services: text("services").array().notNull().default([]),
});

export const storeStock = pgTable(
  "store_stock",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index("store_stock_product_idx").on(t.productId),
  ],
);

/**
 * A store's day that differs from its weekly hours (issue 20): closed (inventory, a holiday of its
 * own) or open at other hours, e.g. on a public holiday when the store opens anyway. Public
 * holidays themselves are computed (domain/public-holidays.ts), not stored: a store is closed on
 * them unless a row here opens it.
 */
export const storeSpecialDays = pgTable(
  "store_special_days",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    closed: boolean("closed").notNull(),
    /** The day's open intervals when not closed (`[["10:00","16:00"]]`). */
    hours: jsonb("hours").$type<[string, string][]>().notNull().default([]),
    /** Why, as the page says it ("Inventura"); empty for a plain change of hours. */
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
