import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";

/**
 * Opens a batch of a read model's filler on its transaction (decisions 025, 026): the filler's
 * advisory lock `key` (one filler of a model at a time over all processes; false: another is
 * filling, skip), then the catalogue version row FOR SHARE. A writer's commit moves that row (its
 * deferred trigger), so no catalogue change commits while the batch reads, and one that commits
 * after marks the rows stale again: a row is never stored fresh from rows older than the last
 * committed change. Writers run at READ COMMITTED (the default): their marking sees what a batch
 * committed just before.
 */
export async function lockFillBatch(tx: Db, key: number): Promise<boolean> {
  const [{ locked }] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  if (!locked) return false;
  await tx.execute(sql`select v from catalog_version where id = 1 for share`);
  return true;
}
