import { MIN_QUERY_LENGTH } from "../domain/search-text.js";
import { catalogCard } from "./catalog.js";
import { z } from "./z.js";

/** Spec §5: search needs at least 2 characters; the spec's own message, not the generic one. */
export const searchText = z.string().trim().min(MIN_QUERY_LENGTH, "validation.searchMin").max(200);

export const searchQuery = z.object({
  q: searchText,
  page: z.coerce.number().int().min(1).max(1000).optional(),
  page_size: z.coerce.number().int().min(1).max(96).optional(),
  /** Limit to one product type (comparison pickers): phone, tablet, watch, computer, accessory. */
  type: z.string().max(30).optional(),
});

const categoryHit = z.object({ id: z.number(), name: z.string(), url: z.string() });

export const searchResponse = z.object({
  q: z.string(),
  /** The query as understood after typo correction, when it differs ("iphone 15" for "iphnoe 15"). */
  corrected: z.string().nullable(),
  items: z.array(catalogCard),
  /** Models found; when `total_capped`, more match and only the first `total` are ranked and paged. */
  total: z.number(),
  /** True when more than `total` models match (a broad query: "300+"; decision 011). */
  total_capped: z.boolean(),
  page: z.number(),
  pages: z.number(),
  categories: z.array(categoryHit),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const suggestResponse = z.object({
  q: z.string(),
  corrected: z.string().nullable(),
  products: z.array(catalogCard),
  categories: z.array(categoryHit),
});
export type SuggestResponse = z.infer<typeof suggestResponse>;
