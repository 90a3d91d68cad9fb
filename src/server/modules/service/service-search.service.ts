import type { SmartSearchResult } from "../../../contract/service.js";
import { buildSelectorUrl } from "../../../domain/device-selection.js";
import type { Language } from "../../../domain/market.js";
import { SMART_SEARCH_LIMIT, serviceSearchTokens, wordMatchScore } from "../../../domain/service-search.js";
import type { AppContext } from "../../platform/context.js";
import { loadDeviceTree, localize } from "../device-selector/device-selector.service.js";
import { serviceScope } from "./service-device.js";
import { searchModels } from "./service-search.queries.js";
import { cachedSearch } from "./service-search-cache.js";

/** Rows the database ranked loosely; the exact typo rule may still drop some, so it returns more. */
const ROWS_FOR_RANKING = 50;

/** A model matches when every token has a word the typo rule accepts; its score sums the best ones. */
export function scoreWords(tokens: string[], words: string[]): number | null {
  let total = 0;
  for (const token of tokens) {
    let best: number | null = null;
    for (const word of words) {
      const s = wordMatchScore(token, word);
      if (s !== null && (best === null || s > best)) best = s;
    }
    if (best === null) return null;
    total += best;
  }
  return total;
}

/**
 * `service:smart-search` (issue 4): models by a typed term, diacritics-insensitive and typo
 * tolerant, in one round trip whatever the catalogue size (service-search.queries.ts); the rows
 * come back ranked by trigram similarity and are re-ranked by the exact typo rule here.
 */
export function smartSearch(ctx: AppContext, lang: Language, term: string): Promise<SmartSearchResult[]> {
  const tokens = serviceSearchTokens(term);
  if (!tokens.length) return Promise.resolve([]);
  return cachedSearch(ctx.db, `${lang}:${tokens.join(" ")}`, () => findModels(ctx, lang, tokens));
}

async function findModels(ctx: AppContext, lang: Language, tokens: string[]): Promise<SmartSearchResult[]> {
  const rows = await searchModels(ctx.db, tokens, ROWS_FOR_RANKING);
  const tree = await loadDeviceTree(ctx.db);
  const basePath = serviceScope(ctx, lang).basePath;
  const ranked = rows
    .map((r, order) => ({ model: tree.modelById.get(r.model_id), score: scoreWords(tokens, r.words), order }))
    // A model missing from the tree was edited in another instance since this one read it.
    .filter((r) => r.model && r.score !== null)
    .sort((a, b) => b.score! - a.score! || a.order - b.order)
    .slice(0, SMART_SEARCH_LIMIT);
  return ranked.map(({ model: m }) => ({
    value: m!.slug,
    label: m!.name.toLowerCase().startsWith(m!.maker.name.toLowerCase())
      ? m!.name
      : `${m!.maker.name} ${m!.name}`,
    type: m!.type.slug,
    type_label: localize(m!.type.names, lang),
    manufacturer: m!.maker.name,
    url: buildSelectorUrl(basePath, {
      type: m!.type.slug,
      manufacturer: m!.maker.slug,
      model: m!.slug,
      color: null,
    }),
  }));
}
