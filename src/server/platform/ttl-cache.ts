/**
 * A small in-process cache for data every shopper sees alike (home lists, menus). Entries expire
 * after `ttlMs`; `clear()` is called by the cache purge (core), so staff changes show at once.
 * Concurrent misses share one load.
 */
export class TtlCache<T> {
  private entries = new Map<string, { value: Promise<T>; expires: number }>();
  private static all = new Set<TtlCache<unknown>>();

  constructor(private readonly ttlMs: number) {
    TtlCache.all.add(this as TtlCache<unknown>);
  }

  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Empties every cache of the process (full purge). */
  static clearAll(): void {
    for (const c of TtlCache.all) c.clear();
  }
}
