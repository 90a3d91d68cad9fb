import type { Language, MarketCode } from "../domain/market.js";

/** What the server hands the browser in `<script id="__shop" type="application/json">`. */
export interface Bootstrap {
  market: MarketCode;
  language: Language;
  routes: Record<string, string>;
  hydration: unknown;
}

const scriptSafe = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

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
