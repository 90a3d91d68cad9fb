import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { orderItems, orders } from "../../db/schema.js";

const parsed = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/** A customer's orders with their items, decrypted, for the owner's data export (issue 16). */
export async function ordersOfUserForExport(db: DbOrTx, userId: number) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map((o) => ({
    number: o.number,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    payment_status: o.paymentStatus,
    payment: o.paymentType,
    delivery: o.deliveryName,
    email: o.email,
    billing_address: parsed(o.billing),
    delivery_address: parsed(o.deliveryAddress),
    info: parsed(o.info),
    currency: o.currency,
    total: o.total,
    invoice_number: o.invoiceNumber,
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        code: i.code,
        name: i.name,
        kind: i.kind,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        final_price: i.finalPrice,
      })),
  }));
}

/**
 * The account's deletion: the orders stay (accounting and tax law, decision 016) with their own
 * billing data, no longer linked to the account. Answers how many were kept.
 */
export async function detachOrdersOfUser(db: DbOrTx, userId: number): Promise<number> {
  const kept = await db
    .update(orders)
    .set({ userId: null })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return kept.length;
}
