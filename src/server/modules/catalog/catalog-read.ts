import { type Db, replicaOf } from "../../db/client.js";
import { readCatalogVersion } from "./catalog-cache.js";

/**
 * Where a catalogue read for `version` goes (decision 019): the read replica (`DATABASE_READ_URL`)
 * once it has replayed at least that catalogue version, else the primary. The catalogue's caches
 * and its list index are keyed by the version the primary committed, so a lagging replica must not
 * fill them with older rows; with this check a staff member who just saved a product reads it back
 * at once (the new version sends reads to the primary until the replica has it), and shoppers never
 * see a page older than the version it is cached under. A replica that cannot be reached sends the
 * read to the primary too.
 */
export async function catalogReadDb(db: Db, version: number): Promise<Db> {
  const replica = replicaOf(db);
  if (!replica) return db;
  try {
    return (await readCatalogVersion(replica)) >= version ? replica : db;
  } catch {
    return db;
  }
}
