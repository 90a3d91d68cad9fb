import { allowedTypos, typoDistance } from "../../../domain/search-text.js";
import type { TermInfo } from "./search.queries.js";

export interface BuiltQuery {
  /** to_tsquery text, or null when no word is known even with typos. */
  tsquery: string | null;
  /** The words as understood (the corrected spelling of each), for "showing results for". */
  understood: string[];
  corrected: boolean;
}

/**
 * Turns query words into a tsquery. Each word matches itself when the catalogue knows it, words it
 * starts (the last word only: the shopper may still be typing), and known words within its typo
 * allowance. Words are ANDed; a word the catalogue does not know at all is dropped when others match.
 */
export function buildTsQuery(tokens: string[], terms: TermInfo[]): BuiltQuery {
  const info = new Map(terms.map((t) => [t.tok, t]));
  const groups: string[] = [];
  const understood: string[] = [];
  let corrected = false;
  tokens.forEach((tok, i) => {
    const t = info.get(tok);
    const last = i === tokens.length - 1;
    const alts = new Set<string>();
    if (t?.exact) alts.add(tok);
    if (last && t?.prefixed) alts.add(`${tok}:*`);
    let best = tok;
    if (!alts.size && t) {
      const limit = allowedTypos(tok);
      const near = t.near
        .map((w) => ({ w, d: typoDistance(tok, w, limit) }))
        .filter((x) => x.d <= limit)
        .sort((a, b) => a.d - b.d);
      for (const { w } of near) alts.add(w);
      if (near.length) {
        best = near[0].w;
        corrected = true;
      }
    }
    if (!alts.size) return;
    understood.push(best);
    groups.push(alts.size === 1 ? [...alts][0] : `(${[...alts].join(" | ")})`);
  });
  return { tsquery: groups.length ? groups.join(" & ") : null, understood, corrected };
}
