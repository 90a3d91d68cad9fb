import type { Language, MarketCode } from "../domain/market.js";

/** What the server hands the browser in `<script id="__shop" type="application/json">`. */
export interface Bootstrap {
  market: MarketCode;
  language: Language;
  routes: Record<string, string>;
  hydration: unknown;
}

/** JSON safe to place inside a script element. */
export function serializeBootstrap(b: Bootstrap): string {
  return JSON.stringify(b)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
