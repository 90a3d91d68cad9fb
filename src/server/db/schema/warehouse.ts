import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { products } from "./catalog.js";
import { createdAt, updatedAt } from "./columns.js";
import { orders } from "./orders.js";

/**
 * Where a product lies in the central warehouse (spec: product location), e.g. `A-03-2`
 * (aisle, rack, shelf). The picking overview sorts its walk by it.
 */
export const productLocations = pgTable(
  "product_locations",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    location: text("location").notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_locations_location_idx").on(t.location)],
);

/**
 * A picking crate (spec: Crate): a physical box with a printed code. A picked order moves into a
 * free crate and stays there until it is packed; then the crate is free again.
 */
export const crates = pgTable(
  "crates",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    filledAt: timestamp("filled_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("crates_order_idx").on(t.orderId)],
);

/**
 * A handover list (předávací protokol): the packages a carrier's driver signs for in one pickup.
 * Open until handed over; then its packages' orders are shipped.
 */
export const handovers = pgTable(
  "handovers",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    /** The delivery method's code (ppl, dpd, …), integrations/carriers/delivery-methods.ts. */
    carrier: text("carrier").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    handedOverBy: integer("handed_over_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("handovers_carrier_idx").on(t.carrier, t.handedOverAt)],
);

/** A package of an order (spec: package width, height, depth, weight), in millimetres and grams. */
export const orderPackages = pgTable(
  "order_packages",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    widthMm: integer("width_mm").notNull(),
    heightMm: integer("height_mm").notNull(),
    depthMm: integer("depth_mm").notNull(),
    weightG: integer("weight_g").notNull(),
    /** The carrier's parcel number, given when the package is registered with the carrier. */
    parcelNumber: text("parcel_number"),
    handoverId: integer("handover_id").references(() => handovers.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_packages_order_idx").on(t.orderId),
    index("order_packages_handover_idx").on(t.handoverId),
  ],
);
