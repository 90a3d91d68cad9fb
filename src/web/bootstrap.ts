import type { Language, MarketCode } from "../domain/market.js";

/** What the server hands the browser in `<script id="__shop" type="application/json">`. */
export interface Bootstrap {
  market: MarketCode;
  language: Language;
  routes: Record<string, string>;
  hydration: unknown;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/** One pass over the text for the three characters (was three passes). */
const scriptSafe = (json: string) => json.replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]);

// The route table is the same on every page: serialized once per table.
const routesJson = new WeakMap<object, string>();

/** JSON safe to place inside a script element. */
export function serializeBootstrap(b: Bootstrap): string {
  let routes = routesJson.get(b.routes);
  if (routes === undefined) {
    routes = scriptSafe(JSON.stringify(b.routes));
    routesJson.set(b.routes, routes);
  }
  return `{"market":${JSON.stringify(b.market)},"language":${JSON.stringify(b.language)},"routes":${routes},"hydration":${scriptSafe(JSON.stringify(b.hydration))}}`;
}
