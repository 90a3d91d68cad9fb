import type { SearchResponse, SuggestResponse } from "../../../contract/search.js";
import { normaliseSearchText, searchTokens } from "../../../domain/search-text.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { catalogLookups } from "../catalog/catalog.service.js";
import { cardsByProductIds } from "../catalog/catalog-cards.queries.js";
import { type CategoryTree, categoryUrl, displayName } from "../catalog/category-tree.js";
import { lookupTerms, refreshSearchTerms, searchProducts, similarNames } from "./search.queries.js";
import { buildTsQuery } from "./search-query.js";

const REFRESH_EVERY_MS = 60_000;
const refreshed = new WeakMap<object, { version: number; at: number }>();

/**
 * The typo dictionary follows the catalogue: when the catalogue version moved and the last rebuild
 * is a minute old, rebuild it in the background (never on the shopper's time).
 */
function maybeRefreshTerms(ctx: AppContext, version: number): void {
  const last = refreshed.get(ctx.db);
  if (!last) {
    refreshed.set(ctx.db, { version, at: Date.now() });
    return;
  }
  if (last.version === version || Date.now() - last.at < REFRESH_EVERY_MS) return;
  refreshed.set(ctx.db, { version, at: Date.now() });
  refreshSearchTerms(ctx.db).catch(() => refreshed.delete(ctx.db));
}

/** Displayed categories whose name holds every understood word (names are few; matched in memory). */
function matchCategories(ctx: AppContext, tree: CategoryTree, words: string[], limit: number) {
  if (!words.length) return [];
  return [...tree.byId.values()]
    .filter((c) => c.forDisplay)
    .filter((c) => {
      const name = normaliseSearchText(`${c.name} ${displayName(c, ctx.market)}`).match(/[a-z0-9]+/g) ?? [];
      return words.every((w) => name.some((n) => n.startsWith(w)));
    })
    .sort((a, b) => tree.level(a.id) - tree.level(b.id) || a.position - b.position)
    .slice(0, limit)
    .map((c) => ({ id: c.id, name: displayName(c, ctx.market), url: categoryUrl(c) }));
}

async function run(ctx: AppContext, q: string, type: string | null, limit: number, offset: number) {
  const { cache, tree } = await catalogLookups(ctx);
  maybeRefreshTerms(ctx, cache.version);
  const tokens = searchTokens(q);
  if (!tokens.length) throw badRequest("validation.searchMin");
  return cache.get(`search:${tokens.join(" ")}|${type ?? ""}|${limit}|${offset}`, async () => {
    const built = buildTsQuery(tokens, await lookupTerms(ctx.db, tokens));
    let hits = built.tsquery
      ? await searchProducts(ctx.db, built.tsquery, type, limit, offset)
      : { total: 0, ids: [] };
    if (!hits.total && offset === 0 && !type) {
      const ids = await similarNames(ctx.db, normaliseSearchText(q).trim(), limit);
      hits = { total: ids.length, ids };
    }
    return {
      corrected: built.corrected ? built.understood.join(" ") : null,
      total: hits.total,
      items: await cardsByProductIds(ctx.db, hits.ids),
      categories: matchCategories(ctx, tree, built.understood, 4),
    };
  });
}

/** `search:query`: diacritics-insensitive, typo tolerant, ranked with the category boost. */
export async function search(
  ctx: AppContext,
  q: string,
  page: number,
  pageSize: number,
  type: string | null,
): Promise<SearchResponse> {
  const r = await run(ctx, q, type, pageSize, (page - 1) * pageSize);
  return {
    q,
    corrected: r.corrected,
    items: r.items,
    total: r.total,
    page,
    pages: Math.max(1, Math.ceil(r.total / pageSize)),
    categories: r.categories,
  };
}

/** `search:suggest`: the header box's instant answers. */
export async function suggest(ctx: AppContext, q: string, type: string | null): Promise<SuggestResponse> {
  const r = await run(ctx, q, type, 6, 0);
  return { q, corrected: r.corrected, products: r.items, categories: r.categories };
}
