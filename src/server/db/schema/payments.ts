import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { orders } from "./orders.js";

/** One attempt to pay an order through the gateway (a retry after a failure is a new row). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** card | apple_pay | google_pay | twisto */
    method: text("method").notNull(),
    gatewayId: text("gateway_id").notNull().unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** created | paid | failed | cancelled */
    status: text("status").notNull().default("created"),
    redirectUrl: text("redirect_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/**
 * The sandbox gateway's own books: what a real gateway keeps on its side. Only the sandbox
 * adapter touches this table.
 */
export const sandboxGatewayPayments = pgTable("sandbox_gateway_payments", {
  id: text("id").primaryKey(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  reference: text("reference").notNull(),
  returnUrl: text("return_url").notNull(),
  notifyUrl: text("notify_url").notNull(),
  /** CREATED | PAID | CANCELED | FAILED */
  state: text("state").notNull().default("CREATED"),
  meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
