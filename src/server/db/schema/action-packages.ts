import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { cartItems } from "./cart.js";
import { products } from "./catalog.js";
import { createdAt, updatedAt } from "./columns.js";

/**
 * An action package (issue 20): a few products sold together at one package price (a phone, its
 * case and a screen glass). Each market runs on its own database, so a package belongs to it.
 * `price` is the whole package's price in minor units, VAT included.
 */
export const actionPackages = pgTable("action_packages", {
  id: serial("id").primaryKey(),
  nameCs: text("name_cs").notNull(),
  nameRo: text("name_ro").notNull(),
  price: integer("price").notNull(),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validTo: timestamp("valid_to", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A part of a package: a variant and how many pieces of it one package holds, in the staff's order. */
export const actionPackageParts = pgTable(
  "action_package_parts",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => actionPackages.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("action_package_parts_unique_idx").on(t.packageId, t.productId),
    // The product page asks which packages hold its variant.
    index("action_package_parts_product_idx").on(t.productId),
  ],
);

/**
 * Which package a cart's package line is. The line (`cart_items.kind = 'action_package'`, no
 * product) holds how many packages; its parts are product lines under it.
 */
export const cartActionPackages = pgTable(
  "cart_action_packages",
  {
    itemId: integer("item_id")
      .primaryKey()
      .references(() => cartItems.id, { onDelete: "cascade" }),
    packageId: integer("package_id")
      .notNull()
      .references(() => actionPackages.id, { onDelete: "cascade" }),
  },
  (t) => [index("cart_action_packages_package_idx").on(t.packageId)],
);
