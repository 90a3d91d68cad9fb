import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  serviceOperationPrices,
  serviceOperationStores,
  serviceOperations,
  stores,
} from "../../db/schema.js";

/** All operations of a model (active or not) with prices and stores: three reads, no per-row query. */
export async function modelOperations(db: DbOrTx, modelId: number) {
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

export async function operationById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceOperations).where(eq(serviceOperations.id, id));
  return row ?? null;
}

export function serviceCentres(db: DbOrTx) {
  return db
    .select({ id: stores.id, name: stores.name, city: stores.city })
    .from(stores)
    .where(eq(stores.isServiceCenter, true))
    .orderBy(asc(stores.id));
}

/** Replaces the prices of an operation: a null price removes the operation from that market. */
export async function writePrices(
  tx: DbOrTx,
  operationId: number,
  prices: { cz: number | null; ro: number | null },
) {
  await tx.delete(serviceOperationPrices).where(eq(serviceOperationPrices.operationId, operationId));
  const rows = (["cz", "ro"] as const)
    .filter((m) => prices[m] !== null)
    .map((market) => ({ operationId, market, price: prices[market]! }));
  if (rows.length) await tx.insert(serviceOperationPrices).values(rows);
}

export async function writeStores(tx: DbOrTx, operationId: number, storeIds: number[]) {
  await tx.delete(serviceOperationStores).where(eq(serviceOperationStores.operationId, operationId));
  if (storeIds.length)
    await tx.insert(serviceOperationStores).values(storeIds.map((storeId) => ({ operationId, storeId })));
}

/** Whether another operation of the model already has this code for this colour (or for every colour). */
export async function operationCodeTaken(
  db: DbOrTx,
  o: { modelId: number; code: string; colorId: number | null; exceptId?: number },
): Promise<boolean> {
  const [taken] = await db
    .select({ id: serviceOperations.id })
    .from(serviceOperations)
    .where(
      and(
        eq(serviceOperations.modelId, o.modelId),
        eq(serviceOperations.code, o.code),
        o.colorId ? eq(serviceOperations.colorId, o.colorId) : isNull(serviceOperations.colorId),
        o.exceptId ? ne(serviceOperations.id, o.exceptId) : undefined,
      ),
    );
  return taken !== undefined;
}

export type OperationValues = typeof serviceOperations.$inferInsert;

/** A new operation; answers its id. */
export async function insertOperation(db: DbOrTx, values: OperationValues): Promise<number> {
  const [row] = await db.insert(serviceOperations).values(values).returning({ id: serviceOperations.id });
  return row!.id;
}

export async function updateOperationRow(
  db: DbOrTx,
  id: number,
  set: Partial<Omit<OperationValues, "id" | "modelId">>,
): Promise<void> {
  await db
    .update(serviceOperations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(serviceOperations.id, id));
}

export async function deleteOperationRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(serviceOperations).where(eq(serviceOperations.id, id));
}
