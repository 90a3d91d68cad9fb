import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { products } from "./catalog.js";
import { createdAt, encryptedText, updatedAt } from "./columns.js";

/** Order numbers: year prefix + this sequence, so numbers never repeat and need no lock. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1000 });

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    /** The checkout page's token: a second submit with it returns the same order. */
    token: text("token").notNull().unique(),
    /** Secret part of the public status and thank-you links. */
    accessKey: text("access_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    cartId: integer("cart_id"),
    language: text("language").notNull(),
    /** new | confirmed | processing | ready | shipped | delivered | cancelled | returned */
    status: text("status").notNull().default("new"),
    /** pending | paid | failed | cancelled | refunded | on_delivery */
    paymentStatus: text("payment_status").notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentType: text("payment_type").notNull(),
    paymentCompany: text("payment_company"),
    deliveryCode: text("delivery_code").notNull(),
    deliveryName: text("delivery_name").notNull(),
    storeId: integer("store_id"),
    dispensingPointId: text("dispensing_point_id"),
    timeslot: text("timeslot"),
    deliveryNumber: text("delivery_number"),
    /** Skip warehouse (spec): the goods leave from this store instead of the central warehouse. */
    shipFromStoreId: integer("ship_from_store_id"),
    deliveryStatus: text("delivery_status").notNull().default("waiting"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    email: encryptedText("email").notNull(),
    emailLookup: text("email_lookup").notNull(),
    /** JSON of the billing address (names, phone, company, TIN, VATN), encrypted at rest. */
    billing: encryptedText("billing").notNull(),
    deliveryAddress: encryptedText("delivery_address"),
    /** JSON of consents, note, internal order number, birth date, encrypted at rest. */
    info: encryptedText("info").notNull(),
    currency: text("currency").notNull(),
    itemsTotal: integer("items_total").notNull(),
    discountTotal: integer("discount_total").notNull(),
    deliveryPrice: integer("delivery_price").notNull(),
    paymentFee: integer("payment_fee").notNull(),
    total: integer("total").notNull(),
    vatTotal: integer("vat_total").notNull(),
    installment: jsonb("installment").$type<Record<string, unknown>>(),
    discounts: jsonb("discounts")
      .$type<{ id: number; name: string; code: string | null; amount: number }[]>()
      .notNull()
      .default([]),
    /** not_created | in_progress | created */
    invoiceStatus: text("invoice_status").notNull().default("not_created"),
    invoiceNumber: text("invoice_number"),
    /** When the invoice was first issued: its issue date, kept for every re-send. */
    invoiceIssuedAt: timestamp("invoice_issued_at", { withTimezone: true }),
    invoiceSentAt: timestamp("invoice_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status),
    index("orders_email_idx").on(t.emailLookup),
    index("orders_user_idx").on(t.userId),
    /** The warehouse's open orders, oldest first (picking overview and scan): a small slice of all orders. */
    index("orders_warehouse_open_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('confirmed', 'processing') and ${t.shipFromStoreId} is null`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    parentItemId: integer("parent_item_id"),
    kind: text("kind").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    /** The line after discounts. */
    finalPrice: integer("final_price").notNull(),
    vatRate: integer("vat_rate").notNull(),
    /** Where the units were reserved: a store id, or null for the central warehouse. */
    reservedStoreId: integer("reserved_store_id"),
    /** waiting | picked | not_found | needs_replacement */
    pickingStatus: text("picking_status").notNull().default("waiting"),
    /** The action package this line was sold in (its share of the package price), and its name then. */
    actionPackageId: integer("action_package_id"),
    actionPackageName: text("action_package_name"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    /** Lines still to pick, by product code: the warehouse scan finds the oldest one waiting for a code. */
    index("order_items_waiting_code_idx").on(t.code).where(sql`${t.pickingStatus} = 'waiting'`),
  ],
);

/** Every status change, shown on the public status page and in the staff detail. */
export const orderHistory = pgTable(
  "order_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    value: text("value").notNull(),
    actorId: integer("actor_id"),
    createdAt: createdAt(),
  },
  (t) => [index("order_history_order_idx").on(t.orderId)],
);

/** A 14-day contract withdrawal (EU 2011/83 art. 9, § 1829 OZ) becomes a return request. */
export const returnRequests = pgTable("return_requests", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  itemIds: integer("item_ids").array().notNull(),
  reason: text("reason").notNull().default(""),
  bankAccount: encryptedText("bank_account"),
  /** new | received | refunded | rejected */
  status: text("status").notNull().default("new"),
  createdAt: createdAt(),
});

/** A line of a credit note: what it takes back of an invoice line (VAT-inclusive minor units). */
export interface CreditNoteLine {
  key: string;
  itemId: number | null;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  vatRate: number;
}

/** Credit notes (opravný daňový doklad – dobropis) to an order's invoice: D + order number + sequence. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull().unique(),
    reason: text("reason").notNull(),
    lines: jsonb("lines").$type<CreditNoteLine[]>().notNull(),
    /** VAT-inclusive amount credited, positive. */
    total: integer("total").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdBy: integer("created_by"),
  },
  // The unique (order, sequence) index also serves the per-order lookups.
  (t) => [unique("credit_notes_order_seq").on(t.orderId, t.sequence)],
);
