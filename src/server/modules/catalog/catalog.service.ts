import {
  type CatalogCard,
  type CategorySummary,
  type ProductsResponse,
  productsResponse,
  type ResolveResponse,
} from "../../../contract/catalog.js";
import { type CatalogFilters, listKey, listPath, parseFilters } from "../../../domain/catalog-filters.js";
import { STOCK_STATES } from "../../../domain/stock-state.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import type { JsonText } from "../../platform/json-text.js";
import { isRetail, retailShopper, type Shopper } from "../pricing/pricing.service.js";
import { catalogCache, listTags, STRUCTURE_ONLY } from "./catalog-cache.js";
import { cardsByProductIds } from "./catalog-cards.queries.js";
import { buildFacets } from "./catalog-facets.js";
import { scanList } from "./catalog-index-scan.js";
import { catalogIndexAt } from "./catalog-index-store.js";
import type { ListFilters, ListScope } from "./catalog-list-filters.js";
import { type AttributeDef, loadAttributeDefs, loadManufacturers } from "./catalog-lookups.queries.js";
import { catalogReadDb } from "./catalog-read.js";
import { findRedirect, productExists } from "./catalog-resolve.queries.js";
import {
  type CategoryNode,
  type CategoryTree,
  categoryUrl,
  displayName,
  loadCategoryTree,
} from "./category-tree.js";

// What other modules use of the catalogue besides the functions below: the version-keyed answer
// cache, cards, the category tree and its names, the layout's menu, the page cache and published reviews.
export { catalogCache, readCatalogVersions } from "./catalog-cache.js";
export { cardsByProductIds } from "./catalog-cards.queries.js";
export { fillCatalogReadModels, startCatalogFillers } from "./catalog-fillers.js";
export { sharedMenu } from "./catalog-menu.js";
export { type CategoryTree, categoryUrl, displayName } from "./category-tree.js";
export { catalogPageCache } from "./page-cache.js";
export { findModel, requireModel, reviewsJson } from "./published-reviews.js";

/**
 * The lookups every catalogue answer needs, cached by catalogue version, and `read()`: where this
 * request's catalogue reads go (the read replica once it has the version, else the primary;
 * decision 019). Asked only when something is computed: a cached answer touches neither database.
 */
export async function catalogLookups(ctx: AppContext) {
  const cache = await catalogCache(ctx).at();
  let source: Promise<Db> | undefined;
  const read = () => {
    source ??= catalogReadDb(ctx.db, cache.version);
    return source;
  };
  // Tables whose changes have no key (catalog-cache.ts): kept through a sale, a price or a review.
  const [tree, manufacturers, attributes] = await Promise.all([
    cache.get("tree", async () => loadCategoryTree(await read()), STRUCTURE_ONLY),
    cache.get("manufacturers", async () => loadManufacturers(await read()), STRUCTURE_ONLY),
    cache.get("attributes", async () => loadAttributeDefs(await read()), STRUCTURE_ONLY),
  ]);
  return { cache, tree, manufacturers, attributes, read };
}

/** Reads the list index ahead of the first request (an instance's start). */
export async function warmCatalog(ctx: AppContext): Promise<void> {
  const { cache, attributes } = await catalogLookups(ctx);
  await catalogIndexAt(ctx.db, cache.version, filterableKeys(attributes));
}

const filterableKeys = (attributes: AttributeDef[]) =>
  attributes.filter((a) => a.filterable).map((a) => a.key);

export function categorySummary(ctx: AppContext, tree: CategoryTree, node: CategoryNode): CategorySummary {
  return {
    id: node.id,
    name: displayName(node, ctx.market),
    seo_name: node.seoName,
    url: categoryUrl(node),
    url_path: node.urlPath,
    type: node.typeCode,
    seo_title: node.seoTitle,
    seo_description: node.seoDescription,
    seo_text: node.seoText,
    breadcrumbs: tree
      .ancestry(node.id)
      .map((n) => ({ name: displayName(n, ctx.market), url: categoryUrl(n) })),
    children: node.children
      .filter((c) => c.forDisplay)
      .map((c) => ({ id: c.id, name: c.name, url: categoryUrl(c) })),
  };
}

/**
 * `catalog:products`: a page of models with facets and counts. Retail answers are kept whole as
 * JSON text by `productsJson`; the scan and the cards are not kept apart as well: a second copy of
 * every miss's cards cost more (counting, promoting and collecting them) than it saved.
 */
export async function listProducts(
  ctx: AppContext,
  query: Record<string, string | string[] | undefined>,
  pageSize: number,
  t: TFunction,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<ProductsResponse> {
  const { cache, tree, manufacturers, attributes, read } = await catalogLookups(ctx);
  const path = listPath(query);
  const category = path ? tree.byPath.get(path) : undefined;
  if (path && !category) throw notFound("catalog:categoryNotFound");
  const filters = parseFilters(query);
  const attributeKeys = filterableKeys(attributes);
  const children = category ? category.children : tree.roots;

  const index = await catalogIndexAt(ctx.db, cache.version, attributeKeys);
  const page = scanList(
    index,
    listScope(tree, category, attributeKeys),
    resolveFilters(filters, { tree, children, manufacturers, attributeKeys }),
    filters.sort,
    pageSize,
    (filters.page - 1) * pageSize,
  );
  // The index is retail; a customer's page is re-priced in one statement for the ids shown, while
  // facets and the price filter stay on retail prices (decision 017). Retail cards are read where
  // the kept answer's version is (the read replica once it has it; decision 019).
  const items = isRetail(shopper)
    ? await cardsByProductIds(await read(), page.productIds, ctx.market.language)
    : await cardsByProductIds(ctx.db, page.productIds, ctx.market.language, shopper);

  return {
    category: category ? categorySummary(ctx, tree, category) : null,
    items,
    total: page.total,
    page: filters.page,
    page_size: pageSize,
    pages: Math.max(1, Math.ceil(page.total / pageSize)),
    sort: filters.sort,
    facets: buildFacets({
      counts: page.counts,
      filters,
      manufacturers,
      children,
      attributes,
      market: ctx.market,
      t,
    }),
    price: page.price
      ? {
          min: Math.floor(page.price.min / 100),
          max: Math.ceil(page.price.max / 100),
          from: filters.priceFrom ?? null,
          to: filters.priceTo ?? null,
        }
      : null,
  };
}

/**
 * `catalog:products` as checked JSON text, kept per language and list (`listKey`) by catalogue
 * version, with what it shows (`listTags`: a category's list stays through a sale in another
 * category). A customer's level-priced list is neither kept nor tagged.
 */
export async function productsJson(
  ctx: AppContext,
  req: { lang: string; query: Record<string, string | string[] | undefined>; t: TFunction },
  pageSize: number,
  shopper: Shopper = retailShopper(ctx.market),
): Promise<{ body: string | JsonText; tags: string[] | null }> {
  if (!isRetail(shopper))
    return { body: JSON.stringify(await listProducts(ctx, req.query, pageSize, req.t, shopper)), tags: null };
  const { cache, tree } = await catalogLookups(ctx);
  const path = listPath(req.query);
  const tags = listTags(scannedCategoryIds(tree, path ? tree.byPath.get(path) : undefined));
  const body = await cache.json(
    `products:${req.lang}:${listKey(req.query, pageSize)}`,
    () => listProducts(ctx, req.query, pageSize, req.t),
    productsResponse,
    () => tags,
  );
  return { body, tags };
}

/** URL values (seo names, state names) → ids and minor units; unknown values simply match nothing. */
function resolveFilters(
  f: CatalogFilters,
  lookup: {
    tree: CategoryTree;
    children: CategoryNode[];
    manufacturers: { id: number; seoName: string }[];
    attributeKeys: string[];
  },
): ListFilters {
  const o = f.options;
  const out: ListFilters = { attrs: [] };
  if (o.manufacturer)
    out.manufacturerIds = lookup.manufacturers
      .filter((m) => o.manufacturer.includes(m.seoName))
      .map((m) => m.id)
      .concat(-1);
  if (o.quality) out.qualities = o.quality;
  if (o.availability) out.states = o.availability.map((s) => STOCK_STATES.indexOf(s as never)).concat(-1);
  if (o.sub)
    out.subCategoryIds = lookup.children
      .filter((c) => o.sub.includes(c.seoName))
      .flatMap((c) => lookup.tree.subtreeIds(c.id))
      .concat(-1);
  if (f.priceFrom !== undefined) out.priceFrom = f.priceFrom * 100;
  if (f.priceTo !== undefined) out.priceTo = f.priceTo * 100 + 99;
  for (const [k, values] of Object.entries(o))
    if (k.startsWith("a_") && lookup.attributeKeys.includes(k.slice(2)))
      out.attrs.push({ key: k.slice(2), values });
  return out;
}

/**
 * The first `limit` products of a category (by url path, its subcategories included) in the order
 * its page lists them by default (recommended: the shop's ranking, available before sold out at the
 * same rank, then cheaper), each model once by its shown variant: a landing page's product strip
 * (content). From the list index, so it costs a pass over the category's variants in memory
 * instead of a statement sorting all of them (35 ms of database CPU for the phones at 100 000
 * products). An unknown path lists nothing.
 */
export async function categoryProductIds(ctx: AppContext, urlPath: string, limit: number): Promise<number[]> {
  const { cache, tree, manufacturers, attributes } = await catalogLookups(ctx);
  const node = tree.byPath.get(urlPath.replace(/^\/+|\/+$/g, ""));
  if (!node) return [];
  const attributeKeys = filterableKeys(attributes);
  const index = await catalogIndexAt(ctx.db, cache.version, attributeKeys);
  // The category page's own scope and (no) filters: the strip shares that list's kept matches.
  const filters = parseFilters({});
  const resolved = resolveFilters(filters, { tree, children: node.children, manufacturers, attributeKeys });
  return scanList(index, listScope(tree, node, attributeKeys), resolved, filters.sort, limit, 0).productIds;
}

/** The categories a list scans: the category's subtree; null for the whole catalogue's list. */
function scannedCategoryIds(tree: CategoryTree, category: CategoryNode | undefined): number[] | null {
  return category ? tree.subtreeIds(category.id) : null;
}

/** What a category's list scans: its subtree, and each descendant's child of it for the sub facet. */
function listScope(
  tree: CategoryTree,
  category: CategoryNode | undefined,
  attributeKeys: string[],
): ListScope {
  const children = category ? category.children : tree.roots;
  return {
    categoryIds: scannedCategoryIds(tree, category),
    childOf: children.flatMap((c) => tree.subtreeIds(c.id).map((id) => ({ categoryId: id, childId: c.id }))),
    attributeKeys,
  };
}

/** Cards for ids in the given order (favourites kept by a guest's browser, comparison). */
export async function cards(
  ctx: AppContext,
  ids: number[],
  shopper: Shopper = retailShopper(ctx.market),
): Promise<CatalogCard[]> {
  if (!isRetail(shopper)) return cardsByProductIds(ctx.db, ids, ctx.market.language, shopper);
  const cache = await catalogCache(ctx).at();
  return cache.get(`cards:${ids.join(",")}`, async () =>
    cardsByProductIds(await catalogReadDb(ctx.db, cache.version), ids, ctx.market.language),
  );
}

/** `catalog:category` by url path. */
export async function getCategory(ctx: AppContext, path: string): Promise<CategorySummary> {
  const { tree } = await catalogLookups(ctx);
  const node = tree.byPath.get(path.replace(/^\/+|\/+$/g, ""));
  if (!node?.forDisplay) throw notFound("catalog:categoryNotFound");
  return categorySummary(ctx, tree, node);
}

/**
 * What a storefront path is: a category (by url path), a product (by seo name), or an old slug of
 * either, answered with the current address for a 301.
 */
export async function resolvePath(ctx: AppContext, rawPath: string): Promise<ResolveResponse> {
  const path = rawPath.replace(/^\/+|\/+$/g, "");
  const { cache, tree, read } = await catalogLookups(ctx);
  const node = tree.byPath.get(path);
  if (node?.forDisplay) return { kind: "category", category: categorySummary(ctx, tree, node) };
  return cache.get(`resolve:${path}`, async () => {
    const db = await read();
    if (!path.includes("/") && (await productExists(db, path)))
      return { kind: "product" as const, seo_name: path };
    const target = await findRedirect(db, path);
    if (target) return { kind: "redirect" as const, location: `/${target}/` };
    throw notFound("catalog:notFound");
  });
}

/** The account's data export and deletion (issue 16, decision 016). */
export { eraseBrowsingOfUser, favouritesOfUserForExport } from "./personal-data.queries.js";
