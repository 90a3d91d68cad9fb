import { SORTS } from "../domain/catalog-filters.js";
import { STOCK_STATES } from "../domain/stock-state.js";
import { productCard } from "./product-card.js";
import { z } from "./z.js";

export const stockStateSchema = z.enum(STOCK_STATES);

/**
 * A model in a list (catalogue, search, favourites…): the lead's product card plus what the
 * catalogue knows. `id`/`seo_name` are the shown variant's (the cheapest available one);
 * `name` is the model's. Carries the spec's analytics product item fields.
 */
export const catalogCard = productCard.extend({
  master_id: z.number(),
  master_seo_name: z.string(),
  code: z.string(),
  /** The variant's full name (model, memory, colour) for analytics' long name. */
  long_name: z.string(),
  stock_state: stockStateSchema,
  expected_date: z.string().nullable(),
  is_leased: z.boolean(),
  badges: z.array(z.string()),
  gifts: z.array(z.string()),
  colors: z.array(z.string()),
  variant_count: z.number(),
  categories: z.array(z.string()),
  rating: z.number().nullable(),
  review_count: z.number(),
});
export type CatalogCard = z.infer<typeof catalogCard>;

/** Query of `catalog:products` (and the catalogue page URL): see domain/catalog-filters.ts. */
export const productsQuery = z.looseObject({
  category: z.string().max(300).optional(),
  manufacturer: z.string().max(1000).optional(),
  quality: z.string().max(200).optional(),
  availability: z.string().max(200).optional(),
  price_from: z.coerce.number().int().min(0).max(100_000_000).optional(),
  price_to: z.coerce.number().int().min(0).max(100_000_000).optional(),
  sort: z.enum(SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(96).optional(),
});

export const facetValue = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number(),
  selected: z.boolean(),
});
export const facet = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  values: z.array(facetValue),
});
export type Facet = z.infer<typeof facet>;

export const breadcrumb = z.object({ name: z.string(), url: z.string() });

export const categorySummary = z.object({
  id: z.number(),
  name: z.string(),
  seo_name: z.string(),
  url: z.string(),
  url_path: z.string(),
  type: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_text: z.string().nullable(),
  breadcrumbs: z.array(breadcrumb),
  children: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
});
export type CategorySummary = z.infer<typeof categorySummary>;

export const productsResponse = z.object({
  category: categorySummary.nullable(),
  items: z.array(catalogCard),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
  sort: z.enum(SORTS),
  facets: z.array(facet),
  /** Whole currency units over the list without its price filter; null when the list is empty. */
  price: z
    .object({ min: z.number(), max: z.number(), from: z.number().nullable(), to: z.number().nullable() })
    .nullable(),
});
export type ProductsResponse = z.infer<typeof productsResponse>;

export const categoryQuery = z.object({ path: z.string().min(1).max(300) });

/** What a storefront path is: a category, a product, an old slug to redirect, or nothing. */
export const resolveResponse = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("category"), category: categorySummary }),
  z.object({ kind: z.literal("product"), seo_name: z.string() }),
  z.object({ kind: z.literal("redirect"), location: z.string() }),
]);
export type ResolveResponse = z.infer<typeof resolveResponse>;

export const seoNameParams = z.object({ seo_name: z.string().min(1).max(200) });
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const cardsQuery = z.object({
  ids: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/, "validation.invalid"),
});
export const cardsResponse = z.object({ items: z.array(catalogCard) });

/** A megamenu entry and the entries under it. */
export interface MenuItem {
  id: number;
  name: string;
  url: string;
  type?: string | null;
  children?: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    type: z.string().nullable().optional(),
    children: z.array(menuItem).optional(),
  }),
);
export const hamburgerResponse = z.array(menuItem);
