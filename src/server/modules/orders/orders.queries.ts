import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { orderHistory, orderItems, orders, products, storeStock } from "../../db/schema.js";

export type OrderRow = typeof orders.$inferSelect;

// Every order submit asks first (its token makes a double submit one order): built once.
const byToken = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.token, sql.placeholder("token")))
    .prepare("order_by_token"),
);

export async function orderByToken(db: Db, token: string) {
  const [row] = await byToken(db).execute({ token });
  return row ?? null;
}

export async function orderByNumber(db: Db, number: string) {
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row ?? null;
}

// Read right after every order (its confirmation e-mail) and by the staff screens: built once.
const byId = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("order_by_id"),
);
const itemsOfOrder = prepared((db) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder("orderId")))
    .orderBy(orderItems.id)
    .prepare("order_items_of"),
);

const withLines = prepared((db) =>
  db
    .select({
      order: orders,
      lines: sql<{ quantity: number; name: string; finalPrice: number }[]>`coalesce((
        select json_agg(json_build_object('quantity', i.quantity, 'name', i.name, 'finalPrice', i.final_price) order by i.id)
        from ${orderItems} i where i.order_id = "orders"."id"), '[]'::json)`,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("order_with_lines"),
);

/**
 * An order with what its confirmation lists of each item, in one statement. (The outer column is
 * spelt out: Drizzle leaves a one-table query's columns unqualified, which inside the subquery
 * would mean the item's own id.)
 */
export async function orderWithLines(db: Db, id: number) {
  const [row] = await withLines(db).execute({ id });
  return row ?? null;
}

export async function orderById(db: Db, id: number) {
  const [row] = await byId(db).execute({ id });
  return row ?? null;
}

export async function itemsOf(db: Db, orderId: number) {
  return itemsOfOrder(db).execute({ orderId });
}

export async function historyOf(db: Db, orderId: number) {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id);
}

/** Next order number: two-digit year and the sequence, e.g. 26001042. */
export async function nextOrderNumber(db: Db, now: Date): Promise<string> {
  const res: any = await db.execute(sql`select nextval('order_number_seq')::int as n`);
  const n = (res.rows ?? res)[0].n as number;
  return `${String(now.getUTCFullYear()).slice(2)}${String(n).padStart(6, "0")}`;
}

/** `nextOrderNumber` as an SQL value, so the order's INSERT takes its number without a round trip of its own. */
export const nextOrderNumberSql = (now: Date) =>
  sql<string>`(select ${String(now.getUTCFullYear()).slice(2)}::text || lpad(n::text, greatest(6, length(n::text)), '0') from (select nextval('order_number_seq') as n) s)`;

/**
 * Takes `quantity` units off the store's or the warehouse's stock only if they are there: one
 * conditional UPDATE, so concurrent orders can never take more than exists (row lock, no oversell).
 */
export async function takeStoreStock(
  db: Db,
  storeId: number,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(storeStock)
    .set({ quantity: sql`${storeStock.quantity} - ${quantity}` })
    .where(
      and(
        eq(storeStock.storeId, storeId),
        eq(storeStock.productId, productId),
        gte(storeStock.quantity, quantity),
      ),
    )
    .returning({ q: storeStock.quantity });
  return rows.length === 1;
}

export async function takeWarehouseStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ warehouseStock: sql`${products.warehouseStock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.warehouseStock, quantity)))
    .returning({ q: products.warehouseStock });
  return rows.length === 1;
}

export async function returnStock(
  db: Db,
  item: { productId: number | null; reservedStoreId: number | null; quantity: number },
) {
  if (!item.productId) return;
  if (item.reservedStoreId)
    await db
      .update(storeStock)
      .set({ quantity: sql`${storeStock.quantity} + ${item.quantity}` })
      .where(and(eq(storeStock.storeId, item.reservedStoreId), eq(storeStock.productId, item.productId)));
  else
    await db
      .update(products)
      .set({ warehouseStock: sql`${products.warehouseStock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
}

export async function addHistory(
  db: Db,
  orderId: number,
  field: string,
  value: string,
  actorId: number | null = null,
) {
  await db.insert(orderHistory).values({ orderId, field, value, actorId });
}
