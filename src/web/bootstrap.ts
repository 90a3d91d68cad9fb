import type { Language, MarketCode } from "../domain/market.js";

/** What the server hands the browser in `<script id="__shop" type="application/json">`. */
export interface Bootstrap {
  market: MarketCode;
  language: Language;
  /** Where the reverse route table is (fetched once and cached; `core:routes` with its version). */
  routesUrl: string;
  hydration: unknown;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/** One pass over the text for the three characters (was three passes). */
const scriptSafe = (json: string) => json.replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]);

/**
 * A value shared by many pages (server/platform/shared-json.ts) carries its own JSON text under
 * this symbol. Serialising puts a placeholder in its place, then the text itself: a NUL character
 * (no text from PostgreSQL holds one), a mark drawn at start (a query string cannot guess it) and
 * the text's index.
 */
const RAW_JSON = Symbol.for("shop.rawJson");
const MARK = `\u0000${Math.random().toString(36).slice(2, 10)}:`;
const PLACEHOLDER = new RegExp(`"\\\\u0000${MARK.slice(1)}(\\d+)"`, "g");

/** JSON safe to place inside a script element. */
export function serializeBootstrap(b: Bootstrap): string {
  const texts: string[] = [];
  const json = JSON.stringify(b, (_key, value: unknown) => {
    const text = value !== null && typeof value === "object" && (value as Record<symbol, unknown>)[RAW_JSON];
    if (typeof text !== "string") return value;
    texts.push(text);
    return `${MARK}${texts.length - 1}`;
  });
  return scriptSafe(texts.length ? json.replace(PLACEHOLDER, (_, i: string) => texts[Number(i)]) : json);
}
