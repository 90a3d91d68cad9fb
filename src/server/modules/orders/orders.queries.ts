import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { queryRows } from "../../db/query-rows.js";
import {
  orderHistory,
  orderItems,
  orders,
  products,
  returnRequests,
  storeStock,
  stores,
} from "../../db/schema.js";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

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

export async function orderByNumber(db: DbOrTx, number: string) {
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

export async function historyOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id);
}

/** Next order number: two-digit year and the sequence, e.g. 26001042. */
export async function nextOrderNumber(db: DbOrTx, now: Date): Promise<string> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select nextval('order_number_seq')::int as n`);
  return `${String(now.getUTCFullYear()).slice(2)}${String(n).padStart(6, "0")}`;
}

/** `nextOrderNumber` as an SQL value, so the order's INSERT takes its number without a round trip of its own. */
export const nextOrderNumberSql = (now: Date) =>
  sql<string>`(select ${String(now.getUTCFullYear()).slice(2)}::text || lpad(n::text, greatest(6, length(n::text)), '0') from (select nextval('order_number_seq') as n) s)`;

export async function returnStock(
  db: DbOrTx,
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
  db: DbOrTx,
  orderId: number,
  field: string,
  value: string,
  actorId: number | null = null,
) {
  await db.insert(orderHistory).values({ orderId, field, value, actorId });
}

/**
 * The order row as written by a submit (inside its transaction), numbered by the database's
 * sequence in the same statement.
 */
export async function insertOrder(db: DbOrTx, values: Omit<NewOrder, "number">): Promise<OrderRow> {
  const now = values.createdAt ?? new Date();
  const [row] = await db
    .insert(orders)
    .values({ ...values, number: nextOrderNumberSql(now) })
    .returning();
  return row;
}

export async function insertOrderItem(db: DbOrTx, values: NewOrderItem): Promise<number> {
  const [row] = await db.insert(orderItems).values(values).returning({ id: orderItems.id });
  return row.id;
}

/** Items of an order read inside a transaction (`itemsOf` is a prepared statement on the database). */
export async function itemsOfIn(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** The order read inside a transaction (`orderById` is a prepared statement on the database). */
export async function orderIn(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order locked for the rest of the transaction (a status change, a payment). */
export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

export async function updateOrder(db: DbOrTx, id: number, set: Partial<NewOrder>): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, id));
}

export async function storeNameOf(db: DbOrTx, storeId: number): Promise<string | null> {
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
}

export async function insertReturnRequest(
  db: DbOrTx,
  values: typeof returnRequests.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(returnRequests).values(values).returning({ id: returnRequests.id });
  return row.id;
}

export async function returnRequestsOf(db: DbOrTx, orderId: number) {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
}

/** A page of orders and how many match: by status, by number prefix or by exact e-mail (its lookup hash). */
export async function ordersPage(
  db: DbOrTx,
  q: {
    page: number;
    page_size: number;
    status?: string;
    search?: { numberPrefix: string; emailLookup: string };
    ordering: string;
    /** Only orders still in one of `statuses` and placed at or before `placedBy` (the 30-minute flag). */
    late?: { statuses: readonly string[]; placedBy: Date };
  },
) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.late)
    where.push(inArray(orders.status, [...q.late.statuses]), lte(orders.createdAt, q.late.placedBy));
  if (q.search)
    where.push(
      or(
        ilike(orders.number, `${q.search.numberPrefix.replace(/[%_]/g, "")}%`),
        eq(orders.emailLookup, q.search.emailLookup),
      )!,
    );
  const cond = where.length ? and(...where) : undefined;
  const col = { created_at: orders.createdAt, total: orders.total, number: orders.number }[
    q.ordering.replace("-", "") as "created_at"
  ];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(cond)
      .orderBy(q.ordering.startsWith("-") ? desc(col) : asc(col), desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(orders).where(cond),
  ]);
  return { rows, n };
}

/** The status of an installment as SQL: orders written before the overview existed count as new. */
const installmentStatusSql = sql<string>`coalesce(${orders.installment}->>'status', 'new')`;

/** A page of orders paid by installments, newest first, and how many match. */
export async function installmentOrdersPage(
  db: DbOrTx,
  q: { page: number; page_size: number; status?: string; company?: string; search?: string },
) {
  const where: SQL[] = [isNotNull(orders.installment)];
  if (q.status) where.push(sql`${installmentStatusSql} = ${q.status}`);
  if (q.company) where.push(sql`${orders.installment}->>'company' = ${q.company}`);
  if (q.search) where.push(ilike(orders.number, `${q.search.replace(/[%_\\]/g, "")}%`));
  const cond = and(...where);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(orders).where(cond),
  ]);
  return { rows, n };
}

/** Moves a line's picking status only from the one its caller read: false when another change came first. */
export async function setItemPicking(db: DbOrTx, itemId: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(orderItems)
    .set({ pickingStatus: to })
    .where(and(eq(orderItems.id, itemId), eq(orderItems.pickingStatus, from)))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

/** Moves an order's invoice from not created to in progress (only from there: two clicks, one invoice). */
export async function markInvoiceInProgress(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(orders)
    .set({ invoiceStatus: "in_progress" })
    .where(and(eq(orders.id, id), eq(orders.invoiceStatus, "not_created")));
}

/** The ids of a customer's orders, newest first (the newest 200: an account's lists show fewer): the account's live stream. */
export async function orderIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(200);
  return rows.map((r) => r.id);
}
