import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.js";
import {
  serviceOrderEvents,
  serviceOrderItems,
  serviceOrderParts,
  serviceOrders,
  servicePriceChanges,
  stores,
} from "../../db/schema.js";

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
export type PriceChangeRow = typeof servicePriceChanges.$inferSelect;

export async function orderByPublicId(db: DbOrTx, publicId: string) {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.publicId, publicId));
  return row ?? null;
}

/**
 * The account's list: a customer's repair orders and claims, the newest first, with a price change
 * waiting for their answer (no personal columns are read).
 */
export function ordersOfUser(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      number: serviceOrders.number,
      publicId: serviceOrders.publicId,
      kind: serviceOrders.kind,
      status: serviceOrders.status,
      createdAt: serviceOrders.createdAt,
      deviceLabel: serviceOrders.deviceLabel,
      agreedPrice: serviceOrders.agreedPrice,
      // One pending change at most (a partial unique index), found by service_price_changes_order_idx.
      pendingPrice: sql<number | null>`(select pc.new_price from service_price_changes pc
        where pc.service_order_id = ${serviceOrders}.id and pc.status = 'pending')`,
    })
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId))
    .orderBy(sql`${serviceOrders.createdAt} desc, ${serviceOrders.id} desc`)
    .limit(limit);
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

/** A new repair order or claim with its items, numbered by the database: the prefix and the next number. */
export async function insertOrder(
  db: DbOrTx,
  numberPrefix: string,
  values: Omit<typeof serviceOrders.$inferInsert, "number">,
  items: Omit<typeof serviceOrderItems.$inferInsert, "serviceOrderId">[],
) {
  const [created] = await db
    .insert(serviceOrders)
    .values({ ...values, number: sql`${numberPrefix} || nextval('service_order_numbers')::text` })
    .returning({ id: serviceOrders.id, number: serviceOrders.number });
  if (items.length)
    await db.insert(serviceOrderItems).values(items.map((i) => ({ ...i, serviceOrderId: created!.id })));
  return created!;
}

export async function updateOrder(
  db: DbOrTx,
  id: number,
  set: Pick<Partial<ServiceOrderRow>, "status" | "agreedPrice">,
): Promise<void> {
  await db
    .update(serviceOrders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(serviceOrders.id, id));
}

export async function priceChangeById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(servicePriceChanges).where(eq(servicePriceChanges.id, id));
  return row ?? null;
}

export async function decidePriceChangeRow(
  db: DbOrTx,
  id: number,
  status: "accepted" | "rejected",
): Promise<void> {
  await db
    .update(servicePriceChanges)
    .set({ status, decidedAt: new Date() })
    .where(eq(servicePriceChanges.id, id));
}

/** A price change for the customer to decide; answers its id. */
export async function insertPriceChange(
  db: DbOrTx,
  values: typeof servicePriceChanges.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(servicePriceChanges).values(values).returning({ id: servicePriceChanges.id });
  return row!.id;
}

/** A spare part used on an order; answers its id. */
export async function insertPart(db: DbOrTx, values: typeof serviceOrderParts.$inferInsert): Promise<number> {
  const [row] = await db.insert(serviceOrderParts).values(values).returning({ id: serviceOrderParts.id });
  return row!.id;
}

/** The ids of a customer's repair orders and claims, newest first (the newest 200: an account's lists show fewer): the account's live stream. */
export async function serviceOrderIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(eq(serviceOrders.userId, userId))
    .orderBy(desc(serviceOrders.id))
    .limit(200);
  return rows.map((r) => r.id);
}
