import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

/** The cheapest round trip to the database: proves a connection answers. */
export async function selectOne(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
