import type { SmartSearchResult } from "../../../contract/service.js";
import { buildSelectorUrl } from "../../../domain/device-selection.js";
import type { Language } from "../../../domain/market.js";
import { SMART_SEARCH_LIMIT, serviceSearchTokens, wordMatchScore } from "../../../domain/service-search.js";
import type { AppContext } from "../../platform/context.js";
import { loadDeviceTree, localize } from "../device-selector/device-tree.js";
import { serviceScope } from "./service-device.js";
import { candidateWords, rankModels, type ScoredWord } from "./service-search.queries.js";

/**
 * `service:smart-search` (issue 4): models by a typed term, diacritics-insensitive and typo
 * tolerant. Two round trips whatever the catalogue size: candidate words from the trigram-indexed
 * dictionary, then models holding an accepted word for every token (GIN on the word arrays).
 */
export async function smartSearch(
  ctx: AppContext,
  lang: Language,
  term: string,
): Promise<SmartSearchResult[]> {
  const tokens = serviceSearchTokens(term);
  if (!tokens.length) return [];
  const candidates = await candidateWords(ctx.db, tokens);
  const scored: ScoredWord[] = [];
  for (const c of candidates) {
    const score = wordMatchScore(c.token, c.word);
    if (score !== null) scored.push({ tokenIndex: tokens.indexOf(c.token), word: c.word, score });
  }
  // A token nothing resembles means no model can hold every token.
  if (tokens.some((_, i) => !scored.some((s) => s.tokenIndex === i))) return [];
  const ranked = await rankModels(ctx.db, tokens.length, scored, SMART_SEARCH_LIMIT);
  const tree = await loadDeviceTree(ctx.db);
  const basePath = serviceScope(ctx, lang).basePath;
  const results: SmartSearchResult[] = [];
  for (const r of ranked) {
    const m = tree.modelById.get(r.model_id);
    if (!m) continue; // edited in another instance since this one read the tree
    results.push({
      value: m.slug,
      label: m.name.toLowerCase().startsWith(m.maker.name.toLowerCase())
        ? m.name
        : `${m.maker.name} ${m.name}`,
      type: m.type.slug,
      type_label: localize(m.type.names, lang),
      manufacturer: m.maker.name,
      url: buildSelectorUrl(basePath, {
        type: m.type.slug,
        manufacturer: m.maker.slug,
        model: m.slug,
        color: null,
      }),
    });
  }
  return results;
}
