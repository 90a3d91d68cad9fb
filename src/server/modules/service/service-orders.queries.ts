import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  serviceOrderEvents,
  serviceOrderItems,
  serviceOrderParts,
  serviceOrders,
  servicePriceChanges,
  stores,
} from "../../db/schema.js";

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export async function orderByPublicId(db: DbOrTx, publicId: string) {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.publicId, publicId));
  return row ?? null;
}

export async function orderById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
  return row ?? null;
}

/** Locks the order row for a change, so two staff edits (or a staff edit and the customer's answer) serialise. */
export async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(serviceOrders).where(eq(serviceOrders.id, id)).for("update");
  return row ?? null;
}

export async function serviceStore(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: stores.id, name: stores.name, city: stores.city, street: stores.street })
    .from(stores)
    .where(eq(stores.id, id));
  return row ?? null;
}

/** Items, parts, history and price changes of one order: four small reads in parallel. */
export async function orderDetails(db: DbOrTx, id: number) {
  const [items, parts, events, priceChanges] = await Promise.all([
    db
      .select()
      .from(serviceOrderItems)
      .where(eq(serviceOrderItems.serviceOrderId, id))
      .orderBy(asc(serviceOrderItems.id)),
    db
      .select()
      .from(serviceOrderParts)
      .where(eq(serviceOrderParts.serviceOrderId, id))
      .orderBy(asc(serviceOrderParts.id)),
    db
      .select()
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.serviceOrderId, id))
      .orderBy(asc(serviceOrderEvents.createdAt), asc(serviceOrderEvents.id)),
    db
      .select()
      .from(servicePriceChanges)
      .where(eq(servicePriceChanges.serviceOrderId, id))
      .orderBy(asc(servicePriceChanges.id)),
  ]);
  return { items, parts, events, priceChanges };
}

export async function pendingPriceChange(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(servicePriceChanges)
    .where(and(eq(servicePriceChanges.serviceOrderId, orderId), eq(servicePriceChanges.status, "pending")));
  return row ?? null;
}

export async function addEvent(
  db: DbOrTx,
  e: {
    orderId: number;
    type: string;
    status: string;
    text?: string;
    isPublic?: boolean;
    actorId?: number | null;
  },
) {
  await db.insert(serviceOrderEvents).values({
    serviceOrderId: e.orderId,
    type: e.type,
    status: e.status,
    text: e.text ?? "",
    isPublic: e.isPublic ?? true,
    actorId: e.actorId ?? null,
  });
}
