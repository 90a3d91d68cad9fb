import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payments } from "../../db/schema.js";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** A gateway payment of an order; a wallet's second answer for the same payment is ignored. */
export async function insertPayment(
  db: DbOrTx,
  values: NewPayment,
  opts: { ignoreDuplicate?: boolean } = {},
) {
  const q = db.insert(payments).values(values);
  await (opts.ignoreDuplicate ? q.onConflictDoNothing() : q);
}

/**
 * Sets a payment's status unless it is paid already (one-way: whatever arrives after "paid" is
 * ignored); null when nothing changed.
 */
export async function setPaymentStatusUnlessPaid(
  db: DbOrTx,
  gatewayId: string,
  status: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.gatewayId, gatewayId), ne(payments.status, "paid")))
    .returning();
  return row ?? null;
}

export async function paymentByGatewayId(db: DbOrTx, gatewayId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayId, gatewayId));
  return row ?? null;
}

export async function paymentById(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** An order's payments, newest first. */
export async function paymentsOf(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
}
