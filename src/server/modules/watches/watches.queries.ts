import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import { products, productWatches, storeStock, stores } from "../../db/schema.js";

export type WatchRow = typeof productWatches.$inferSelect;
export type NewWatch = typeof productWatches.$inferInsert;

/** What a watch form is checked against: the variant's price, stock and (`withStores`) the stores holding it. */
export async function productForWatch(db: DbOrTx, productId: number, withStores: boolean) {
  const [p] = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      isActive: products.isActive,
      warehouseStock: products.warehouseStock,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!p || !withStores) return p && { ...p, storeStock: new Map<number, number>() };
  const held = await db
    .select({ storeId: storeStock.storeId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(eq(storeStock.productId, productId));
  return { ...p, storeStock: new Map(held.map((s) => [s.storeId, s.quantity])) };
}

export async function storeExists(db: DbOrTx, storeId: number): Promise<boolean> {
  const [s] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return !!s;
}

/** The address's waiting watch of the same product and condition (asked again: it is updated). */
export async function sameWaitingWatch(
  db: DbOrTx,
  w: { productId: number; emailLookup: string; kind: string; storeId: number | null },
) {
  const [row] = await db
    .select()
    .from(productWatches)
    .where(
      and(
        eq(productWatches.productId, w.productId),
        eq(productWatches.emailLookup, w.emailLookup),
        eq(productWatches.kind, w.kind),
        w.storeId === null ? isNull(productWatches.storeId) : eq(productWatches.storeId, w.storeId),
        isNull(productWatches.firedAt),
      ),
    )
    .for("update");
  return row;
}

export async function countWaitingOf(db: DbOrTx, emailLookup: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productWatches)
    .where(and(eq(productWatches.emailLookup, emailLookup), isNull(productWatches.firedAt)));
  return row!.n;
}

export async function insertWatch(db: DbOrTx, w: NewWatch): Promise<WatchRow> {
  const [row] = await db.insert(productWatches).values(w).returning();
  return row!;
}

export async function updateWatch(db: DbOrTx, id: number, set: Partial<NewWatch>): Promise<WatchRow> {
  const [row] = await db.update(productWatches).set(set).where(eq(productWatches.id, id)).returning();
  return row!;
}

export async function watchById(db: DbOrTx, id: number): Promise<WatchRow | undefined> {
  const [row] = await db.select().from(productWatches).where(eq(productWatches.id, id));
  return row;
}

/** Confirms a guest's watch (keeping the first confirmation's time): its product, or undefined if it is gone. */
export async function confirmWatchRow(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(productWatches)
    .set({ confirmedAt: sql`coalesce(${productWatches.confirmedAt}, now())` })
    .where(eq(productWatches.id, id))
    .returning({ productId: productWatches.productId });
  return row?.productId;
}

/** Deletes a watch (only the customer's own when `userId` is given); false if none went. */
export async function deleteWatch(db: DbOrTx, id: number, userId?: number): Promise<boolean> {
  const rows = await db
    .delete(productWatches)
    .where(
      and(eq(productWatches.id, id), userId === undefined ? undefined : eq(productWatches.userId, userId)),
    )
    .returning({ id: productWatches.id });
  return rows.length > 0;
}

/** Cancels every waiting watch of an address (the e-mail's unsubscribe link); how many went. */
export async function deleteWaitingOf(db: DbOrTx, emailLookup: string): Promise<number> {
  const rows = await db
    .delete(productWatches)
    .where(and(eq(productWatches.emailLookup, emailLookup), isNull(productWatches.firedAt)))
    .returning({ id: productWatches.id });
  return rows.length;
}

/** A customer's watches, newest first, with their product and store. */
export async function watchesOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: productWatches.id,
      kind: productWatches.kind,
      priceBelow: productWatches.priceBelow,
      storeId: productWatches.storeId,
      storeName: stores.name,
      confirmedAt: productWatches.confirmedAt,
      firedAt: productWatches.firedAt,
      firedPrice: productWatches.firedPrice,
      createdAt: productWatches.createdAt,
      productId: products.id,
      productName: products.name,
      seoName: products.seoName,
      price: products.price,
      imageUrl: products.imageUrl,
    })
    .from(productWatches)
    .innerJoin(products, eq(products.id, productWatches.productId))
    .leftJoin(stores, eq(stores.id, productWatches.storeId))
    .where(eq(productWatches.userId, userId))
    .orderBy(desc(productWatches.createdAt), desc(productWatches.id))
    .limit(200);
}

/**
 * Claims up to `limit` confirmed, waiting watches whose condition holds now (of `productIds`, or of
 * every product for the sweep) and marks them fired with the price they fired at, in the caller's
 * transaction. Rows another transaction holds are skipped (SKIP LOCKED) and rows it fired are no
 * longer waiting, so two workers never claim the same watch. The condition is `watchMet`
 * (domain/product-watch.ts) as SQL.
 */
export async function claimMetWatches(
  db: DbOrTx,
  productIds: number[] | null,
  limit: number,
): Promise<WatchRow[]> {
  if (productIds && !productIds.length) return [];
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select w.id from product_watches w join products p on p.id = w.product_id
      where w.fired_at is null and w.confirmed_at is not null and p.is_active
        ${productIds ? sql`and w.product_id in (${sql.join(productIds, sql`, `)})` : sql``}
        and ((w.kind = 'price' and p.price < w.price_below)
          or (w.kind = 'stock' and w.store_id is null and p.warehouse_stock > 0)
          or (w.kind = 'stock' and w.store_id is not null and exists (select 1 from store_stock ss
                where ss.store_id = w.store_id and ss.product_id = w.product_id and ss.quantity > 0)))
      order by w.id limit ${limit}
      for update of w skip locked`,
  );
  if (!ids.length) return [];
  return db
    .update(productWatches)
    .set({
      firedAt: sql`now()`,
      firedPrice: sql`(select p.price from products p where p.id = ${productWatches.productId})`,
    })
    .where(
      and(
        inArray(
          productWatches.id,
          ids.map((r) => r.id),
        ),
        isNull(productWatches.firedAt),
      ),
    )
    .returning();
}

/** What a watch e-mail names: the variants. */
export async function productsForMail(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({ id: products.id, name: products.name, seoName: products.seoName, price: products.price })
    .from(products)
    .where(inArray(products.id, productIds));
}

export async function storeNames(db: DbOrTx, storeIds: number[]) {
  if (!storeIds.length) return [];
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, storeIds))
    .orderBy(asc(stores.id));
}

/** Confirmed watches still waiting, per variant of a model (the staff product page). */
export async function waitingCountsOfModel(db: DbOrTx, masterId: number) {
  return db
    .select({ productId: productWatches.productId, n: sql<number>`count(*)::int` })
    .from(productWatches)
    .innerJoin(products, eq(products.id, productWatches.productId))
    .where(
      and(
        eq(products.masterProductId, masterId),
        isNull(productWatches.firedAt),
        isNotNull(productWatches.confirmedAt),
      ),
    )
    .groupBy(productWatches.productId);
}

/** Guests' watches never confirmed since `before` (their address was never proven): deleted; how many. */
export async function deleteUnconfirmedBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(productWatches)
    .where(and(isNull(productWatches.confirmedAt), lt(productWatches.createdAt, before)))
    .returning({ id: productWatches.id });
  return rows.length;
}
