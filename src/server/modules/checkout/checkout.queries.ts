import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";
import { storeStock, stores } from "../../db/schema.js";

export async function allStores(db: Db) {
  return db.select().from(stores).orderBy(stores.name);
}
export type StoreRow = Awaited<ReturnType<typeof allStores>>[number];

export async function storeBy(db: Db, ref: number | string) {
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

export async function storeHas(db: Db, storeId: number, productId: number) {
  const [row] = await db
    .select({ q: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
  return row?.q ?? 0;
}
