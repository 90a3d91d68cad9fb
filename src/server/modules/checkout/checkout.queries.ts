import { and, eq, gte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { queryRows } from "../../db/query-rows.js";
import { carts, orderHistory, orderItems, products, storeStock, stores } from "../../db/schema.js";

export async function allStores(db: DbOrTx) {
  return db.select().from(stores).orderBy(stores.name);
}
export type StoreRow = Awaited<ReturnType<typeof allStores>>[number];

export async function storeBy(db: DbOrTx, ref: number | string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(typeof ref === "number" ? eq(stores.id, ref) : eq(stores.seoName, ref));
  return row ?? null;
}

// Read by every order submit: built once (see db/prepared.ts).
const stockOf = prepared((db) =>
  db
    .select()
    .from(storeStock)
    .where(sql`${storeStock.productId} = any(${sql.placeholder("productIds")}::int[])`)
    .prepare("store_stock_of"),
);

/** Store stock of the given products: storeId → productId → quantity. */
export async function stockByStore(db: Db, productIds: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (!productIds.length) return out;
  const rows = await stockOf(db).execute({ productIds });
  for (const r of rows) {
    if (!out.has(r.storeId)) out.set(r.storeId, new Map());
    out.get(r.storeId)!.set(r.productId, r.quantity);
  }
  return out;
}

export async function storeHas(db: DbOrTx, storeId: number, productId: number) {
  const [row] = await db
    .select({ q: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
  return row?.q ?? 0;
}

/**
 * Takes `quantity` units off the store's or the warehouse's stock only if they are there: one
 * conditional UPDATE, so concurrent orders can never take more than exists (row lock, no oversell).
 */
export async function takeStoreStock(
  db: DbOrTx,
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

export async function takeWarehouseStock(db: DbOrTx, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ warehouseStock: sql`${products.warehouseStock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.warehouseStock, quantity)))
    .returning({ q: products.warehouseStock });
  return rows.length === 1;
}

/**
 * The order submit's closing statement, one round trip: closes the cart (only if still open) and
 * records the order's first status, and, when given, writes a flat cart's order items and takes a
 * simple cart's warehouse stock (each unit only if it is there, as `takeWarehouseStock`: row locks,
 * never oversold). `closed` is 0 when the cart was no longer open; `taken` counts the products
 * whose stock was taken.
 */
export async function closeCartStatement(
  db: DbOrTx,
  c: {
    cartId: number;
    orderId: number;
    now: Date;
    items: (typeof orderItems.$inferInsert)[] | null;
    stock: Map<number, number> | null;
  },
): Promise<{ closed: number; taken: number }> {
  const items = c.items?.length ? sql`, items as (${db.insert(orderItems).values(c.items).getSQL()})` : sql``;
  const stock = c.stock
    ? sql`, stock as (
          update ${products} p set warehouse_stock = p.warehouse_stock - v.q
          from (values ${sql.join(
            [...c.stock].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
            sql`, `,
          )}) v(id, q)
          where p.id = v.id and p.warehouse_stock >= v.q returning p.id)`
    : sql``;
  const [done] = await queryRows<{ closed: number; taken: number }>(
    db,
    sql`with closed as (
          update ${carts} set status = 'ordered', updated_at = ${c.now.toISOString()}
          where id = ${c.cartId} and status = 'open' returning id),
        history as (
          insert into ${orderHistory} (order_id, field, value)
          select ${c.orderId}, 'status', 'new' from closed)${items}${stock}
        select (select count(*) from closed)::int as closed,
          ${c.stock ? sql`(select count(*) from stock)::int` : sql`0`} as taken`,
  );
  return done;
}
