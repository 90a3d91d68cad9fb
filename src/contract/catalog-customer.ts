import { catalogCard } from "./catalog.js";
import { z } from "./z.js";

const productId = z.coerce.number().int().positive().max(2_147_483_647);

export const favouritesAddBody = z.object({ product_ids: z.array(productId).min(1).max(100) });
export const productIdParams = z.object({ product_id: productId });
export const favouritesResponse = z.object({ items: z.array(catalogCard), ids: z.array(z.number()) });

export const lastVisitedBody = z.object({ product_id: productId });
/** Spec §3 Cart state: last visited product codes, at most 4, newest first. */
export const lastVisitedResponse = z.object({ items: z.array(catalogCard), codes: z.array(z.string()) });

export const stockListQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).optional() });
export const stockListResponse = z.object({ items: z.array(catalogCard) });
