import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { WARRANTY_EXTENSION_KINDS } from "../../../domain/warranty.js";
import type { DbOrTx } from "../../db/client.js";
import { creditNotes, orderItems, orders, serviceOffers } from "../../db/schema.js";

/** Goods (not services): what counts as an order's items and what can be bought and claimed. */
export const GOODS_KINDS = ["product", "gift"];

/** Pieces of goods of each order, in one statement. */
// Written out with their tables: a column inside a subquery of a one-table select could lose its
// qualifier and name the subquery's own table.
const goodsCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi
  where oi.order_id = "orders"."id" and oi.kind in ('product', 'gift'))`;

/** A page of the user's orders, newest first, with each one's goods count, and how many there are. */
export async function userOrdersPage(db: DbOrTx, userId: number, page: number, pageSize: number) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        currency: orders.currency,
        itemCount: goodsCount,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, n };
}

/** The user's order by its number; null when there is none or it is someone else's. */
export async function userOrder(db: DbOrTx, userId: number, number: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId)));
  return row ?? null;
}

export async function creditNotesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      total: creditNotes.total,
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(creditNotes.sequence);
}

export async function creditNoteOfOrder(db: DbOrTx, orderId: number, number: string) {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)));
  return row ?? null;
}

/**
 * The goods of the user's delivered (or collected) orders, newest first, each with the months of
 * warranty extension bought with it: its warranty and prolonged-warranty sub-items, whose code is
 * `<kind>:<offer code>` of a service offer.
 */
export async function boughtGoods(db: DbOrTx, userId: number) {
  const ext = sql<number>`(select coalesce(sum((select max(so.months) from ${serviceOffers} so
      where so.kind || ':' || so.code = sub.code)), 0)::int
    from ${orderItems} sub
    where sub.parent_item_id = "order_items"."id"
      and sub.kind in (${sql.join(
        WARRANTY_EXTENSION_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )}))`;
  return db
    .select({
      orderNumber: orders.number,
      itemId: orderItems.id,
      name: orderItems.name,
      code: orderItems.code,
      quantity: orderItems.quantity,
      takenOver: sql<Date>`coalesce(${orders.deliveredAt}, ${orders.updatedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      extendedMonths: ext,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, "delivered"), inArray(orderItems.kind, GOODS_KINDS)),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id), orderItems.id);
}
