/** Filters resolved to ids and minor units by the service; an absent field does not filter. */
export interface ListFilters {
  manufacturerIds?: number[];
  qualities?: string[];
  /** Stock state ranks: 0 in stock, 1 at stores, 2 expected, 3 sold out. */
  states?: number[];
  priceFrom?: number;
  priceTo?: number;
  /** Categories (selected children of the listed category, with their subtrees). */
  subCategoryIds?: number[];
  attrs: { key: string; values: string[] }[];
}

export interface ListScope {
  /** The listed category's subtree; null lists every active product. */
  categoryIds: number[] | null;
  /** Facet "sub" (sub-categories): each descendant category id → the child of the listed category it belongs to. */
  childOf: { categoryId: number; childId: number }[];
  /** Filterable attribute keys counted as facets. */
  attributeKeys: string[];
}

export interface ListPage {
  total: number;
  /** The shown variant of each model on the page, in order. */
  productIds: number[];
  counts: { f: string; v: string; n: number }[];
  price: { min: number; max: number } | null;
}
