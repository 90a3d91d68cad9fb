import type { Language } from "../../../domain/market.js";

/** Intl locale of a page language (country names, dates in staff exports). */
export function quoteLocale(lang: Language): string {
  return lang === "cs" ? "cs-CZ" : lang === "ro" ? "ro-RO" : "en-GB";
}
