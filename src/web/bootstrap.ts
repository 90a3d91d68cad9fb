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

/** JSON safe to place inside a script element. */
export function serializeBootstrap(b: Bootstrap): string {
  return scriptSafe(JSON.stringify(b));
}
