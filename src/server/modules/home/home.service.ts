import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import { homeProducts } from "./home.queries.js";

type HomeLists = Awaited<ReturnType<typeof homeProducts>>;

/** One cache per database (tests run several apps, each with its own database, in one process). */
const caches = new WeakMap<Db, TtlCache<HomeLists>>();

/**
 * `content:home`: the newest and the most discounted products in stock. The lists are the same for
 * everyone: computed at most once a minute per instance (and again after a cache purge).
 */
export function homeLists(ctx: AppContext): Promise<HomeLists> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new TtlCache<HomeLists>(60_000);
    caches.set(ctx.db, cache);
  }
  return cache.get("home", () => homeProducts(ctx.db, 12));
}
