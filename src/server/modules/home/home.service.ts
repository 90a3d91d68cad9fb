import type { ProductCard } from "../../../contract/product-card.js";
import { imageRefOf } from "../../../domain/image-ref.js";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import { type HomeCardRow, homeProducts } from "./home.queries.js";

type HomeLists = { newest: ProductCard[]; discounted: ProductCard[] };

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
  return cache.get("home", async () => {
    const lists = await homeProducts(ctx.db, 12);
    const cards = (list: HomeCardRow[]) =>
      list.map((c) => ({ ...c, image: imageRefOf(c.image, ctx.market.language, c.name) }));
    return { newest: cards(lists.newest), discounted: cards(lists.discounted) };
  });
}
