import { homeApi } from "../../../contract/api/home.js";
import { imageRefOf } from "../../../domain/image-ref.js";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { SharedJson } from "../../platform/shared-json.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import { type HomeCardRow, homeProducts } from "./home.queries.js";

const homeListsResponse = homeApi["content:home"].GET.response[200];

/** One cache per database (tests run several apps, each with its own database, in one process). */
const caches = new WeakMap<Db, TtlCache<SharedJson>>();

/**
 * `content:home`: the newest and the most discounted products in stock. The lists are the same for
 * everyone: computed at most once a minute per instance (and again after a cache purge), checked
 * against the route's schema then, and kept as shared JSON: the home page reads the same frozen
 * lists on every render, so their cards' markup is rendered once (web/static-markup.tsx).
 */
export function homeLists(ctx: AppContext): Promise<SharedJson> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new TtlCache<SharedJson>(60_000);
    caches.set(ctx.db, cache);
  }
  return cache.get("home", async () => {
    const lists = await homeProducts(ctx.db, 12);
    const cards = (list: HomeCardRow[]) =>
      list.map((c) => ({ ...c, image: imageRefOf(c.image, ctx.market.language, c.name) }));
    const body = homeListsResponse.parse({
      newest: cards(lists.newest),
      discounted: cards(lists.discounted),
    });
    return new SharedJson(JSON.stringify(body));
  });
}
