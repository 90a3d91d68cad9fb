import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  serviceOperationPrices,
  serviceOperationStores,
  serviceOperations,
  stores,
} from "../../db/schema.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** All operations of a model (active or not) with prices and stores: three reads, no per-row query. */
export async function modelOperations(db: Db, modelId: number) {
  const ops = await db
    .select()
    .from(serviceOperations)
    .where(eq(serviceOperations.modelId, modelId))
    .orderBy(asc(serviceOperations.position), asc(serviceOperations.id));
  const ids = ops.map((o) => o.id);
  if (!ids.length) return { ops, prices: [], links: [] };
  const [prices, links] = await Promise.all([
    db.select().from(serviceOperationPrices).where(inArray(serviceOperationPrices.operationId, ids)),
    db.select().from(serviceOperationStores).where(inArray(serviceOperationStores.operationId, ids)),
  ]);
  return { ops, prices, links };
}

export async function operationById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(serviceOperations).where(eq(serviceOperations.id, id));
  return row ?? null;
}

export function serviceCentres(db: Db) {
  return db
    .select({ id: stores.id, name: stores.name, city: stores.city })
    .from(stores)
    .where(eq(stores.isServiceCenter, true))
    .orderBy(asc(stores.id));
}

/** Replaces the prices of an operation: a null price removes the operation from that market. */
export async function writePrices(
  tx: Tx,
  operationId: number,
  prices: { cz: number | null; ro: number | null },
) {
  await tx.delete(serviceOperationPrices).where(eq(serviceOperationPrices.operationId, operationId));
  const rows = (["cz", "ro"] as const)
    .filter((m) => prices[m] !== null)
    .map((market) => ({ operationId, market, price: prices[market]! }));
  if (rows.length) await tx.insert(serviceOperationPrices).values(rows);
}

export async function writeStores(tx: Tx, operationId: number, storeIds: number[]) {
  await tx.delete(serviceOperationStores).where(eq(serviceOperationStores.operationId, operationId));
  if (storeIds.length)
    await tx.insert(serviceOperationStores).values(storeIds.map((storeId) => ({ operationId, storeId })));
}
