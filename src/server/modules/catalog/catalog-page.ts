import type { ResolveResponse } from "../../../contract/catalog.js";
import { FIRST_REVIEWS } from "../../../contract/catalog-page.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { SharedJson } from "../../platform/shared-json.js";
import { isRetail, retailShopper, type Shopper } from "../pricing/pricing.service.js";
import { catalogLookups, resolvePath } from "./catalog.service.js";
import { type CatalogCacheView, catalogCache, STRUCTURE_ONLY } from "./catalog-cache.js";
import { productAnswer } from "./product.service.js";
import { reviewsJson } from "./published-reviews.js";

/** A `catalog:page` answer, the surrogate keys the CDN purges it by, and the cache tags of what it shows. */
export interface CatalogPage {
  answer: Exclude<ResolveResponse, { kind: "product" }> | SharedJson;
  keys: string;
  /** The catalogue cache's tags (catalog-cache.ts); null: it may show anything (a redirect). */
  tags: string[] | null;
}

/**
 * `catalog:page`, a catalogue address: a category or redirect as a value; a product as shared JSON
 * (its detail and first reviews, cached per catalogue version) with its surrogate keys.
 */
export async function catalogPage(
  ctx: AppContext,
  path: string,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<CatalogPage> {
  // An address that is no category is tried as a product first: the product read is one index
  // lookup, so asking whether the product exists before it only cost a statement per page. A
  // miss (an old slug, a typo) falls through to the resolver's redirects and 404.
  const slug = path.replace(/^\/+|\/+$/g, "");
  if (slug && !slug.includes("/")) {
    const { tree } = await catalogLookups(ctx);
    if (!tree.byPath.get(slug)?.forDisplay) {
      const page = await productPage(ctx, slug, shopper).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 404) return null;
        throw err;
      });
      if (page) return page;
    }
  }
  const resolved = await resolvePath(ctx, path);
  // A category's summary is the tree's (names, breadcrumbs, children): kept through any keyed change.
  if (resolved.kind === "category")
    return { answer: resolved, keys: "catalog categories", tags: STRUCTURE_ONLY() };
  if (resolved.kind !== "product") return { answer: resolved, keys: "catalog categories", tags: null };
  return productPage(ctx, resolved.seo_name, shopper);
}

/** A product's page answer (its detail and first reviews), cached per catalogue version. */
async function productPage(
  ctx: AppContext,
  seo: string,
  shopper: Shopper,
): Promise<CatalogPage & { answer: SharedJson }> {
  const cache = await catalogCache(ctx).at();
  // A customer's level prices are never kept in the shared cache (decision 017).
  const get: CatalogCacheView["get"] = isRetail(shopper) ? cache.get : (_key, compute) => compute();
  return get(
    `page:${seo}`,
    async () => {
      const [product, reviewsBody] = await Promise.all([
        productAnswer(ctx, seo, shopper),
        reviewsJson(ctx, cache, seo, 1, FIRST_REVIEWS),
      ]);
      return {
        answer: new SharedJson(
          `{"kind":"product","seo_name":${JSON.stringify(seo)},"product":${product.text},"reviews":${reviewsBody.text}}`,
        ),
        keys: `catalog reviews product-${product.id} master-${product.masterId}`,
        // The first reviews are the model's (m: tag), which the product's tags include.
        tags: product.tags,
      };
    },
    (page) => page.tags,
  );
}
