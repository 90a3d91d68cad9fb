import type { Db } from "../../db/client.js";
import { TtlCache } from "../../platform/ttl-cache.js";

const TTL_MS = 60_000;

/**
 * Public content answers kept per instance for a minute, and never past `until` (the next moment a
 * scheduled article is due): a cached list cannot hide an article after its publishing time. Pages
 * are cached whether published or not and checked against the clock on every read, so a cached
 * "not yet" never outlives `publish_at` either. Emptied by any staff change of content (on every
 * instance, through the event bus) and by the staff cache purge (it is a TtlCache).
 */
export class ContentCache extends TtlCache<unknown> {
  private items = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor() {
    super(TTL_MS);
  }

  read<T>(key: string, load: () => Promise<{ value: T; until?: Date | null }>, now = Date.now()): Promise<T> {
    const hit = this.items.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const loaded = load();
    const value = loaded.then((l) => l.value);
    const entry = { value: value as Promise<unknown>, expires: now + TTL_MS };
    this.items.set(key, entry);
    loaded.then(
      (l) => {
        if (l.until) entry.expires = Math.min(entry.expires, l.until.getTime());
      },
      () => this.items.delete(key),
    );
    return value;
  }

  override clear(): void {
    this.items.clear();
  }
}

/** One cache per database (tests run several apps, each with its own database, in one process). */
const caches = new WeakMap<Db, ContentCache>();
export function contentCache(db: Db): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ContentCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The event that empties every instance's content cache after a staff change. */
export const CONTENT_CHANGED = "content:changed";
