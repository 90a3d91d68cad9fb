import type { MarketCode } from "../../../domain/market.js";
import type { Db } from "../../db/client.js";
import { type OperationRow, operationsOfModel } from "./service-operations.queries.js";

/**
 * The price list per model, held in memory like the device tree: it is read on every colour click
 * and changed rarely by staff. Edits in this process invalidate it at once (service-admin), other
 * instances pick a change up within OPERATIONS_TTL_MS. Orders never price from here: they re-read
 * the chosen operations from the database.
 */
export const OPERATIONS_TTL_MS = 30_000;
const MAX_MODELS = 5_000;

type Entry = { at: number; rows: Promise<OperationRow[]> };
const cache = new WeakMap<Db, Map<string, Entry>>();

export function cachedModelOperations(db: Db, market: MarketCode, modelId: number, now = Date.now()) {
  let models = cache.get(db);
  if (!models) {
    models = new Map();
    cache.set(db, models);
  }
  const key = `${market}:${modelId}`;
  const hit = models.get(key);
  if (hit && now - hit.at < OPERATIONS_TTL_MS) return hit.rows;
  // Oldest first in a Map: dropping the first keeps the most recently loaded models.
  if (models.size >= MAX_MODELS) models.delete(models.keys().next().value!);
  const rows = operationsOfModel(db, market, modelId);
  models.set(key, { at: now, rows });
  // A failed read must not stay cached.
  rows.catch(() => models.delete(key));
  return rows;
}

/** Active operations of a colour: the model's colour-free ones plus those bound to this colour. */
export async function cachedColorOperations(db: Db, market: MarketCode, modelId: number, colorId: number) {
  const rows = await cachedModelOperations(db, market, modelId);
  return rows.filter((r) => r.colorId === null || r.colorId === colorId);
}

/** Call after any change to operations, their prices or their stores. */
export function invalidateServiceOperations(db: Db): void {
  cache.delete(db);
}
