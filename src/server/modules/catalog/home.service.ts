import { type HomeResponse, homeResponse } from "../../../contract/catalog-home.js";
import type { AppContext } from "../../platform/context.js";
import type { JsonText } from "../../platform/json-text.js";
import { SharedJson } from "../../platform/shared-json.js";
import { catalogLookups } from "./catalog.service.js";
import { type CatalogCacheView, catalogCache } from "./catalog-cache.js";
import { cardsByProductIds } from "./catalog-cards.queries.js";
import { categoryUrl, displayName } from "./category-tree.js";
import { activeBanners, homeProductIds } from "./home.queries.js";

export async function homePage(ctx: AppContext): Promise<HomeResponse> {
  const { cache, tree, read } = await catalogLookups(ctx);
  return cache.get("home", async () => {
    const db = await read();
    const [banners, ids] = await Promise.all([activeBanners(db), homeProductIds(db, 8)]);
    const [newest, recommended] = await Promise.all([
      cardsByProductIds(db, ids.newest, ctx.market.language),
      cardsByProductIds(db, ids.recommended, ctx.market.language),
    ]);
    const strip = ({ placement, ...b }: (typeof banners)[number]) => b;
    return {
      slides: banners.filter((b) => b.placement === "slider").map(strip),
      banners: banners.filter((b) => b.placement === "banner").map(strip),
      newest,
      recommended,
      categories: tree.roots
        .filter((r) => r.forDisplay)
        .map((r) => ({ id: r.id, name: displayName(r, ctx.market), url: categoryUrl(r), type: r.typeCode })),
    };
  });
}

/** `catalog:home` as checked JSON text, kept per language by catalogue version. */
export async function homeJson(ctx: AppContext, lang: string): Promise<JsonText> {
  return homeText(ctx, await catalogCache(ctx).at(), lang);
}

function homeText(ctx: AppContext, cache: CatalogCacheView, lang: string): Promise<JsonText> {
  return cache.json(`home:${lang}`, () => homePage(ctx), homeResponse);
}

/**
 * The same text as shared JSON (the home page's read), parsed once per catalogue version: every
 * render reads the same frozen lists, so their cards' markup is rendered once (web/static-markup.tsx).
 */
export async function sharedHome(ctx: AppContext, lang: string): Promise<SharedJson> {
  const cache = await catalogCache(ctx).at();
  return cache.get(
    `home-shared:${lang}`,
    async () => new SharedJson((await homeText(ctx, cache, lang)).text),
  );
}
