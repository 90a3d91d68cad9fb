import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import type { AppContext } from "../../platform/context.js";
import { TtlCache } from "../../platform/ttl-cache.js";

/** Bumped by the staff cache purge (core empties every TtlCache); catalogue caches follow it. */
let purges = 0;
class PurgeHook extends TtlCache<never> {
  override clear(): void {
    purges++;
  }
}
new PurgeHook(0);

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;

/** The committed catalogue version (migration catalog_search): grows with every relevant change. */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ v: number | string }>(db, sql`select v from catalog_version where id = 1`);
  return Number(row?.v ?? 0);
}

/**
 * Catalogue answers cached in the process and keyed by the catalogue version, so a stock or price
 * change is visible on the next request on every instance, while an unchanged catalogue is served
 * from memory. Entries also expire after 5 minutes, for data without a version trigger (the cart's
 * gifts and service offers). Concurrent misses of one key share one computation.
 */
export class CatalogCache {
  private version = -1;
  private purged = purges;
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private readonly db: Db) {}

  /** Reads the version once; use the returned getter for every answer of one request. */
  async at(): Promise<{ version: number; get: <T>(key: string, compute: () => Promise<T>) => Promise<T> }> {
    const version = await readCatalogVersion(this.db);
    if (version !== this.version || this.purged !== purges) {
      this.purged = purges;
      this.entries.clear();
      this.version = version;
    }
    return { version, get: (key, compute) => this.get(version, key, compute) };
  }

  private get<T>(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    // A request that read an older version than the cache holds computes without caching.
    if (version !== this.version) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { expires: now + TTL_MS, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

const caches = new WeakMap<Db, CatalogCache>();

/** One cache per database (tests run several apps, each with its own database, in one process). */
export function catalogCache(ctx: AppContext): CatalogCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new CatalogCache(ctx.db);
    caches.set(ctx.db, cache);
  }
  return cache;
}
