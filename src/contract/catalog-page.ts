import { categorySummary } from "./catalog.js";
import { productDetail } from "./catalog-product.js";
import { reviewsResponse } from "./reviews.js";
import { z } from "./z.js";

/**
 * `catalog:page`: what a catalogue address is, and for a product everything its page shows first
 * (the detail and the first 10 reviews) in the same answer, so opening a product is one request
 * instead of a resolve followed by two.
 */
export const catalogPageResponse = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("category"), category: categorySummary }),
  z.object({
    kind: z.literal("product"),
    seo_name: z.string(),
    product: productDetail,
    reviews: reviewsResponse,
  }),
  z.object({ kind: z.literal("redirect"), location: z.string() }),
]);
export type CatalogPageResponse = z.infer<typeof catalogPageResponse>;

/** Reviews a product page shows first (and asks `reviews:list` for when paging on). */
export const FIRST_REVIEWS = 10;
