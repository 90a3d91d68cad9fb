import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { stores } from "../../db/schema.js";

export type StoreRow = typeof stores.$inferSelect;

/** Every store, by city then name (a few dozen rows: filtered in memory). */
export async function selectStores(db: DbOrTx): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.city), asc(stores.name));
}
