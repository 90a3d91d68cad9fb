import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { orderItems, orders, serviceOrders, stores } from "../../db/schema.js";

/** A shop order by its number and the keyed hash of its e-mail. */
export async function orderByNumberAndEmail(db: DbOrTx, number: string, emailLookup: string) {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.emailLookup, emailLookup)));
  return o ?? null;
}

/** The order's items of the given kinds, in order. */
export function orderItemsOfKinds(db: DbOrTx, orderId: number, kinds: string[]) {
  return db
    .select({ id: orderItems.id, name: orderItems.name })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.kind, kinds)))
    .orderBy(asc(orderItems.id));
}

/** Every service centre with its street. */
export function claimCentres(db: DbOrTx) {
  return db
    .select({ id: stores.id, name: stores.name, city: stores.city, street: stores.street })
    .from(stores)
    .where(eq(stores.isServiceCenter, true))
    .orderBy(asc(stores.id));
}

/** The number of a claim on this order item that is still being handled, if any. */
export async function openClaimNumber(db: DbOrTx, orderItemId: number): Promise<string | null> {
  const [open] = await db
    .select({ number: serviceOrders.number })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.orderItemId, orderItemId),
        eq(serviceOrders.kind, "claim"),
        notInArray(serviceOrders.status, ["handed_over", "cancelled"]),
      ),
    );
  return open?.number ?? null;
}
