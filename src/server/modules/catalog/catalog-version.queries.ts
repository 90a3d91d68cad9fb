import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";

// Read by every catalogue request that is not answered from a burst's shared read: named, so it is
// parsed and planned once per connection (decision 012) and Drizzle does not build it each time.
const versionStatement = prepared((db) =>
  db
    .select({ v: sql<number | string>`v` })
    .from(sql`catalog_version`)
    .where(sql`id = 1`)
    .prepare("catalog_version"),
);

/** The committed catalogue version (migration catalog_search); 0 before the first change. */
export async function committedCatalogVersion(db: Db): Promise<number> {
  const [row] = await versionStatement(db).execute();
  return Number(row?.v ?? 0);
}
