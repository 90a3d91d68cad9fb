import { and, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { orderItems, products, storeStock, stores } from "../../db/schema.js";

/** Staff changes to an order's content and origin: its items, and the store it is sent from. */

/** Store names by id (the overview's skip-warehouse stores, one query per page). */
export async function storeNamesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function storeById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, city: stores.city })
    .from(stores)
    .where(eq(stores.id, id));
  return row ?? null;
}

/** Every store's units of these products (a store without a row has none). */
export async function storeUnitsOf(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({
      storeId: storeStock.storeId,
      productId: storeStock.productId,
      quantity: storeStock.quantity,
      name: stores.name,
      city: stores.city,
    })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .where(and(inArray(storeStock.productId, productIds), gte(storeStock.quantity, 1)));
}

/**
 * Takes units off a store's or the warehouse's stock only if they are there: one conditional
 * UPDATE each, so two staff members (or a shopper) can never take the same last unit.
 */
export async function takeUnits(
  db: DbOrTx,
  where: { storeId: number | null; productId: number; quantity: number },
): Promise<boolean> {
  const rows = where.storeId
    ? await db
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} - ${where.quantity}` })
        .where(
          and(
            eq(storeStock.storeId, where.storeId),
            eq(storeStock.productId, where.productId),
            gte(storeStock.quantity, where.quantity),
          ),
        )
        .returning({ q: storeStock.quantity })
    : await db
        .update(products)
        .set({ warehouseStock: sql`${products.warehouseStock} - ${where.quantity}` })
        .where(and(eq(products.id, where.productId), gte(products.warehouseStock, where.quantity)))
        .returning({ q: products.warehouseStock });
  return rows.length === 1;
}

/** Units of a product at a store (null: the warehouse). */
export async function unitsAt(db: DbOrTx, storeId: number | null, productId: number): Promise<number> {
  const [row] = storeId
    ? await db
        .select({ q: storeStock.quantity })
        .from(storeStock)
        .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)))
    : await db.select({ q: products.warehouseStock }).from(products).where(eq(products.id, productId));
  return row?.q ?? 0;
}

export async function setItemsReservedAt(db: DbOrTx, itemIds: number[], storeId: number | null) {
  if (itemIds.length)
    await db.update(orderItems).set({ reservedStoreId: storeId }).where(inArray(orderItems.id, itemIds));
}

/**
 * A product by its code, as staff type or scan it: exactly (the unique index), else ignoring case
 * (a scan of the table, for a rare staff action).
 */
export async function productByCode(db: DbOrTx, code: string) {
  const find = (where: SQL) =>
    db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        price: products.price,
        vatRate: products.vatRate,
        isActive: products.isActive,
      })
      .from(products)
      .where(where)
      .limit(1);
  const [row] = await find(eq(products.code, code));
  if (row) return row;
  const [other] = await find(sql`lower(${products.code}) = lower(${code})`);
  return other ?? null;
}

export async function deleteItems(db: DbOrTx, orderId: number, ids: number[]) {
  if (ids.length)
    await db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, ids)));
}
