import {
  type SearchResponse,
  type SuggestResponse,
  searchResponse,
  suggestResponse,
} from "../../../contract/search.js";
import { normaliseSearchText, searchTokens } from "../../../domain/search-text.js";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import type { JsonText } from "../../platform/json-text.js";
import {
  type CategoryTree,
  cardsByProductIds,
  catalogCache,
  catalogLookups,
  categoryUrl,
  displayName,
  readCatalogVersions,
} from "../catalog/catalog.service.js";
import { type Hits, searchLookup, searchWalk, similarNames } from "./search.queries.js";
import { searchDictionaryAt } from "./search-dictionary.js";
import { CANDIDATES, indexGroups, LOOKUP_ROWS, planSearch, WALK_ROWS } from "./search-plan.js";
import { buildTsQuery, tsqueryOf, wordsBeingTyped, wordsToLookUp } from "./search-query.js";

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

/**
 * The page's variants and how many models match: exact up to CANDIDATES, else CANDIDATES and
 * `capped` (only the first CANDIDATES in the static order are ranked and paged; decision 011).
 */
export async function findModels(
  ctx: AppContext,
  tokens: string[],
  type: string | null,
  limit: number,
  offset: number,
  db: Db = ctx.db,
) {
  const dictionary = await searchDictionaryAt(ctx.db, (await readCatalogVersions(ctx.db)).terms, db);
  const lookup = dictionary.lookup(wordsToLookUp(tokens), wordsBeingTyped(tokens));
  const built = buildTsQuery(tokens, lookup.terms);
  if (!built.tsquery) return { built, found: 0, capped: false, ids: [] as number[] };
  const index = indexGroups(built.groups, lookup.models);
  const args = {
    tsquery: built.tsquery,
    indexTsquery: index && tsqueryOf(index),
    typeCode: type,
    limit: Math.max(0, Math.min(limit, CANDIDATES - offset)),
    offset,
  };
  const plan = planSearch(built.groups, lookup.models);
  let hits: Hits | null = null;
  if (plan.kind === "lookup") {
    hits = await searchLookup(db, args, CANDIDATES, LOOKUP_ROWS);
    // More matches than a lookup reads: the words go together more than estimated, walk.
    if (hits.found > LOOKUP_ROWS) hits = null;
  }
  if (!hits) {
    hits = await searchWalk(db, args, plan.words, CANDIDATES, WALK_ROWS);
    // Short of candidates without reading every posting: the other words are rare, look them all up.
    if (hits.found <= CANDIDATES && !(plan.kind === "walk" && plan.covers))
      hits = await searchLookup(db, args, CANDIDATES, null);
  }
  const capped = hits.found > CANDIDATES;
  return { built, found: capped ? CANDIDATES : hits.found, capped, ids: hits.ids };
}

/**
 * The models a search finds, kept by its words (two spellings of one search, or a search and a
 * suggestion of one size, look up once), without their cards: each answer reads its page's cards,
 * so the cache does not hold a second parsed copy of what the answer's JSON text holds already.
 */
async function run(ctx: AppContext, q: string, type: string | null, limit: number, offset: number) {
  const { cache, tree, read } = await catalogLookups(ctx);
  const tokens = searchTokens(q);
  if (!tokens.length) throw badRequest("validation.searchMin");
  const found = await cache.get(`search:${tokens.join(" ")}|${type ?? ""}|${limit}|${offset}`, async () => {
    // Cached under the catalogue version: the read replica answers once it has it (decision 019).
    const db = await read();
    const r = await findModels(ctx, tokens, type, limit, offset, db);
    let { found, ids } = r;
    if (!found && offset === 0 && !type) {
      ids = await similarNames(db, normaliseSearchText(q).trim(), limit);
      found = ids.length;
    }
    return {
      corrected: r.built.corrected ? r.built.understood.join(" ") : null,
      total: found,
      capped: r.capped,
      ids,
      categories: matchCategories(ctx, tree, r.built.understood, 4),
    };
  });
  return { ...found, items: await cardsByProductIds(await read(), found.ids, ctx.market.language) };
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
    total_capped: r.capped,
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

/** `search:query` as checked JSON text, kept per address by catalogue version. */
export async function searchJson(
  ctx: AppContext,
  url: string,
  q: { q: string; page?: number; page_size?: number; type?: string },
): Promise<JsonText> {
  const cache = await catalogCache(ctx).at();
  return cache.json(
    `search:${url}`,
    () => search(ctx, q.q, q.page ?? 1, q.page_size ?? 24, q.type ?? null),
    searchResponse,
  );
}

/** `search:suggest` as checked JSON text, kept per address by catalogue version. */
export async function suggestJson(
  ctx: AppContext,
  url: string,
  q: { q: string; type?: string },
): Promise<JsonText> {
  const cache = await catalogCache(ctx).at();
  return cache.json(`suggest:${url}`, () => suggest(ctx, q.q, q.type ?? null), suggestResponse);
}
