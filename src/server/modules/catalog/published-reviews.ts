import { type ReviewsResponse, reviewsResponse } from "../../../contract/reviews.js";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import type { JsonText } from "../../platform/json-text.js";
import type { CatalogCacheView } from "./catalog-cache.js";
import { catalogReadDb } from "./catalog-read.js";
import { approvedReviewsBySeoName, masterBySeoName } from "./published-reviews.queries.js";

/**
 * Published reviews are catalogue content: the product page shows the first ones, and a moderated
 * review bumps the catalogue version like a price change (the answers are kept by that version). The
 * reviews module writes and moderates them and reads them from here, so catalogue and reviews do not
 * import each other.
 */

/** A model by its own seo name or a variant's (the product page has that); null when there is none. */
export const findModel = (ctx: AppContext, seoName: string) => masterBySeoName(ctx.db, seoName);

/** The same, or 404. */
export async function requireModel(ctx: AppContext, seoName: string) {
  const master = await findModel(ctx, seoName);
  if (!master) throw notFound("catalog:productNotFound");
  return master;
}

/** Approved reviews of a model with the rating summary. */
export async function listReviews(
  ctx: AppContext,
  seoName: string,
  page: number,
  pageSize: number,
  db: Db = ctx.db,
): Promise<ReviewsResponse> {
  const r = await approvedReviewsBySeoName(db, seoName, pageSize, (page - 1) * pageSize);
  if (!r) throw notFound("catalog:productNotFound");
  return {
    summary: {
      average: r.summary.average,
      count: r.summary.count,
      distribution: r.summary.distribution ?? {},
    },
    items: r.items,
    page,
    pages: Math.max(1, Math.ceil(r.summary.count / pageSize)),
  };
}

/** A page of a product's published reviews as checked JSON text, kept in the version-keyed catalogue cache. */
export function reviewsJson(
  ctx: AppContext,
  cache: CatalogCacheView,
  seoName: string,
  page: number,
  pageSize: number,
): Promise<JsonText> {
  return cache.json(
    `reviews:${seoName}:${page}:${pageSize}`,
    // Kept by catalogue version: the read replica answers once it has it (decision 019).
    async () => listReviews(ctx, seoName, page, pageSize, await catalogReadDb(ctx.db, cache.version)),
    reviewsResponse,
  );
}
