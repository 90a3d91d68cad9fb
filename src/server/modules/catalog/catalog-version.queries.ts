import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

/** The committed catalogue version (migration catalog_search); 0 before the first change. */
export async function committedCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ v: number | string }>(db, sql`select v from catalog_version where id = 1`);
  return Number(row?.v ?? 0);
}
