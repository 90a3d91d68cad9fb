/**
 * The catalogue's filters, sort and page as they appear in a URL. The page URL and the API use the
 * same parameters, so a facet link is the API query too:
 * `?manufacturer=apple,samsung&a_storage=256&price_from=10000&sort=price_asc&page=2`.
 */
export const SORTS = ["recommended", "price_asc", "price_desc", "newest", "discount", "name"] as const;
export type SortKey = (typeof SORTS)[number];

/** Option facets with fixed keys (`sub`: sub-categories); dynamic attribute facets are `a_<attribute key>`. */
export const OPTION_FACETS = ["sub", "manufacturer", "quality", "availability"] as const;
export type OptionFacet = (typeof OPTION_FACETS)[number];

export const ATTRIBUTE_PREFIX = "a_";
export const DEFAULT_PAGE_SIZE = 24;

export interface CatalogFilters {
  /** Option facets (fixed and `a_*`) → selected values. */
  options: Record<string, string[]>;
  priceFrom?: number;
  priceTo?: number;
  sort: SortKey;
  page: number;
}

const isOptionKey = (k: string) =>
  (OPTION_FACETS as readonly string[]).includes(k) || (k.startsWith(ATTRIBUTE_PREFIX) && k.length > 2);
const toInt = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

export function parseFilters(query: Record<string, string | string[] | undefined>): CatalogFilters {
  const options: Record<string, string[]> = {};
  for (const [k, raw] of Object.entries(query)) {
    if (!isOptionKey(k) || raw === undefined) continue;
    const values = (Array.isArray(raw) ? raw : [raw])
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) options[k] = [...new Set(values)].slice(0, 50);
  }
  const one = (k: string) => {
    const v = query[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const sort = one("sort");
  return {
    options,
    priceFrom: toInt(one("price_from")),
    priceTo: toInt(one("price_to")),
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "recommended",
    page: Math.max(1, Math.min(10_000, toInt(one("page")) ?? 1)),
  };
}

/** The canonical query of a filter set: keys sorted, defaults left out, values joined by commas. */
export function filtersToQuery(f: CatalogFilters): Record<string, string> {
  const q: Record<string, string> = {};
  for (const k of Object.keys(f.options).sort())
    if (f.options[k].length) q[k] = [...f.options[k]].sort().join(",");
  if (f.priceFrom !== undefined) q.price_from = String(f.priceFrom);
  if (f.priceTo !== undefined) q.price_to = String(f.priceTo);
  if (f.sort !== "recommended") q.sort = f.sort;
  if (f.page > 1) q.page = String(f.page);
  return q;
}

/** A list's category path as the menu spells it: no slashes at either end. */
export const listPath = (query: Record<string, string | string[] | undefined>) =>
  typeof query.category === "string" ? query.category.replace(/^\/+|\/+$/g, "") : "";

/**
 * What makes one list: the category, the page size and the canonical filters, sort and page. Two
 * addresses with the same key (parameters in another order, a click id) are one answer, which the
 * server keeps once (catalog.service.ts) and the benchmark counts once (bench/catalog-twins.ts).
 */
export function listKey(query: Record<string, string | string[] | undefined>, pageSize: number): string {
  return `${listPath(query)}|${pageSize}|${JSON.stringify(filtersToQuery(parseFilters(query)))}`;
}

export function filtersToSearch(f: CatalogFilters): string {
  const s = new URLSearchParams(filtersToQuery(f)).toString();
  return s ? `?${s}` : "";
}

/** Adds or removes one facet value; any filter change goes back to page 1. */
export function toggleOption(f: CatalogFilters, key: string, value: string): CatalogFilters {
  const current = f.options[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const options = { ...f.options, [key]: next };
  if (!next.length) delete options[key];
  return { ...f, options, page: 1 };
}

export function hasActiveFilters(f: CatalogFilters): boolean {
  return Object.keys(f.options).length > 0 || f.priceFrom !== undefined || f.priceTo !== undefined;
}
