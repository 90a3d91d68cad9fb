import type { SmartSearchResult } from "../../../contract/service.js";
import type { Db } from "../../db/client.js";

/**
 * Recent smart-search answers per database, language and normalised term. The answers are
 * already public and cacheable for a minute (Cache-Control on the route), and typing makes the
 * same few prefixes arrive from many shoppers at once; this keeps them off the database.
 */
export const SEARCH_TTL_MS = 30_000;
const MAX_TERMS = 10_000;

type Entry = { at: number; results: Promise<SmartSearchResult[]> };
const cache = new WeakMap<Db, Map<string, Entry>>();

export function cachedSearch(
  db: Db,
  key: string,
  load: () => Promise<SmartSearchResult[]>,
  now = Date.now(),
): Promise<SmartSearchResult[]> {
  let terms = cache.get(db);
  if (!terms) {
    terms = new Map();
    cache.set(db, terms);
  }
  const hit = terms.get(key);
  if (hit && now - hit.at < SEARCH_TTL_MS) return hit.results;
  if (terms.size >= MAX_TERMS) terms.delete(terms.keys().next().value!);
  const results = load();
  terms.set(key, { at: now, results });
  results.catch(() => terms.delete(key));
  return results;
}

/** Call after edits that change what a search finds (the device tree's own edits expire in SEARCH_TTL_MS). */
export function invalidateSearchCache(db: Db): void {
  cache.delete(db);
}
