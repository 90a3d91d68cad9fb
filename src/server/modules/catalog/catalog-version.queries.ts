import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { prepared } from "../../db/prepared.js";

export interface CatalogVersions {
  /** The committed catalogue version (migration catalog_search); 0 before the first change. */
  catalog: number;
  /** The search dictionary's version (migration search_terms_version, decision 027). */
  terms: number;
}

// Read by every catalogue request that is not answered from a burst's shared read: named, so it is
// parsed and planned once per connection (decision 012) and Drizzle does not build it each time.
// The dictionary's version comes along: search reads it without a statement of its own.
const versionStatement = prepared((db) =>
  db
    .select({
      v: sql<number | string>`v`,
      terms: sql<number | string | null>`(select t.v from search_terms_version t where t.id = 1)`,
    })
    .from(sql`catalog_version`)
    .where(sql`id = 1`)
    .prepare("catalog_versions"),
);

/** The committed catalogue and dictionary versions. */
export async function committedCatalogVersions(db: Db): Promise<CatalogVersions> {
  const [row] = await versionStatement(db).execute();
  return { catalog: Number(row?.v ?? 0), terms: Number(row?.terms ?? 0) };
}
