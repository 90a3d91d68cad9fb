import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { priceListPrices, priceLists, products } from "../../db/schema.js";

export type PriceListRecord = typeof priceLists.$inferSelect;
export type NewPriceList = typeof priceLists.$inferInsert;

/** Where a list stands at the database's now (the same clock the level price reads). */
const stateSql = sql<string>`case
  when not ${priceLists.isActive} then 'inactive'
  when ${priceLists.validTo} is not null and ${priceLists.validTo} <= now() then 'expired'
  when ${priceLists.validFrom} is not null and ${priceLists.validFrom} > now() then 'scheduled'
  else 'active' end`;

const priceCount = sql<number>`(select count(*)::int from ${priceListPrices} pp where pp.price_list_id = ${priceLists.id})`;

const rowColumns = {
  list: priceLists,
  state: stateSql,
  priceCount,
};

export async function selectPriceLists(
  db: DbOrTx,
  f: { market?: string; customerGroup?: string; limit: number; offset: number },
) {
  const where = and(
    f.market ? eq(priceLists.market, f.market) : undefined,
    f.customerGroup ? eq(priceLists.customerGroup, f.customerGroup) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(priceLists)
      .where(where)
      .orderBy(priceLists.market, desc(priceLists.validFrom), desc(priceLists.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(priceLists).where(where),
  ]);
  return { rows, count: n };
}

export async function selectPriceList(db: DbOrTx, id: number) {
  const [row] = await db.select(rowColumns).from(priceLists).where(eq(priceLists.id, id));
  return row ?? null;
}

export async function insertPriceList(db: DbOrTx, values: NewPriceList): Promise<number> {
  const [row] = await db.insert(priceLists).values(values).returning({ id: priceLists.id });
  return row.id;
}

export async function updatePriceList(
  db: DbOrTx,
  id: number,
  values: Partial<NewPriceList>,
): Promise<boolean> {
  const rows = await db
    .update(priceLists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(priceLists.id, id))
    .returning({ id: priceLists.id });
  return rows.length > 0;
}

export async function deletePriceList(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(priceLists).where(eq(priceLists.id, id)).returning({ id: priceLists.id });
  return rows.length > 0;
}

/** A list's prices with the variants' codes, names and retail prices, by code. */
export async function selectListPrices(
  db: DbOrTx,
  listId: number,
  f: { q?: string; limit: number; offset: number },
) {
  const search: SQL | undefined = f.q
    ? or(ilike(products.code, `%${f.q}%`), ilike(products.name, `%${f.q}%`))
    : undefined;
  const where = and(eq(priceListPrices.priceListId, listId), search);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        product_id: products.id,
        code: products.code,
        name: products.name,
        retail_price: products.price,
        price: priceListPrices.price,
      })
      .from(priceListPrices)
      .innerJoin(products, eq(products.id, priceListPrices.productId))
      .where(where)
      .orderBy(products.code)
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(priceListPrices)
      .innerJoin(products, eq(products.id, priceListPrices.productId))
      .where(where),
  ]);
  return { rows, count: n };
}

/** Variant ids by code (codes are unique); unknown codes are missing from the map. */
export async function productIdsByCode(db: DbOrTx, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Sets the prices of one list in one statement (insert or replace). */
export async function upsertListPrices(
  db: DbOrTx,
  listId: number,
  prices: { productId: number; price: number }[],
): Promise<void> {
  if (!prices.length) return;
  await db
    .insert(priceListPrices)
    .values(prices.map((p) => ({ priceListId: listId, productId: p.productId, price: p.price })))
    .onConflictDoUpdate({
      target: [priceListPrices.priceListId, priceListPrices.productId],
      set: { price: sql`excluded.price` },
    });
}

export async function deleteListPrices(db: DbOrTx, listId: number, productIds: number[]): Promise<number> {
  if (!productIds.length) return 0;
  const rows = await db
    .delete(priceListPrices)
    .where(and(eq(priceListPrices.priceListId, listId), inArray(priceListPrices.productId, productIds)))
    .returning({ id: priceListPrices.productId });
  return rows.length;
}

export async function touchPriceList(db: DbOrTx, id: number): Promise<void> {
  await db.update(priceLists).set({ updatedAt: new Date() }).where(eq(priceLists.id, id));
}
