import { productPool } from "../catalog-data.js";
import { productJsonTwin, shoppersWithCarts } from "../catalog-twins.js";
import type { Scenario } from "../scenario.js";
import { PAGE_HEADERS } from "../shopper.js";
import { deal, header, twin, twinListLength, twinName } from "../twins.js";

/**
 * Issue 2: the home page rendered on the server, and one product as JSON.
 *
 * Cache-miss twins (issue 14): the home page rendered for each request: shoppers with a cart (their
 * page is personal, so the page cache stays out), under distinct addresses as ad clicks bring them
 * (`?gclid=…` differs per click; an anonymous visitor's click ids no longer make a page of their own
 * in the page cache, decision 028). The home's products (`content:home`) stay cached for a minute
 * whatever the address, so the twin measures the render and not their query. `content:home` itself
 * has one address and no parameters: it cannot have distinct URLs (its cache is keyed by nothing
 * but time). Product JSON: distinct products.
 */
export const scenarios: Scenario[] = [
  {
    name: "home page SSR",
    requests: async () => [{ path: "/", headers: PAGE_HEADERS }],
  },
  {
    // No target of its own before: the render of one page per request, ≥ 0.05 of the ceiling
    // (as the issue asks of a product page) and p99 ≤ 100 ms.
    name: twinName("home page SSR"),
    perConnection: async (ctx, n) => {
      const clicks = Array.from(
        { length: (twinListLength(ctx, n, 0.3) + 15) * n },
        (_, i) => `/?gclid=bench-${i.toString(36)}`,
      );
      const { lists, warmUp } = deal(clicks, n, true);
      const cookies = await shoppersWithCarts(ctx, n);
      const asPages = (l: string[][]) =>
        l.map((paths, c) =>
          paths.map((path) => ({ path, headers: { ...PAGE_HEADERS, cookie: cookies[c]! } })),
        );
      return twin({
        lists: asPages(lists),
        warmUp: warmUp && asPages(warmUp),
        check: (status, body, headers) =>
          status !== 200
            ? `status ${status}`
            : header(headers, "x-page-cache") !== undefined
              ? `x-page-cache: ${header(headers, "x-page-cache")}`
              : body.includes("data-page-cache")
                ? null
                : "not the home page",
      });
    },
    target: { minRatio: 0.05, maxP99Ms: 100 },
  },
  {
    name: "home products JSON",
    requests: async ({ path }) => [{ path: path("content:home") }],
    target: { minRatio: 0.25 },
  },
  {
    name: "product JSON",
    requests: async (ctx) => {
      if (!ctx.routes["catalog:product"]) return null;
      const home = await ctx.getJson(ctx.path("content:home"));
      const seo = home.newest[0]?.seo_name;
      if (seo) productPool(ctx).reserve(seo);
      return seo ? [{ path: ctx.path("catalog:product", { seo_name: seo }) }] : null;
    },
    target: { minRatio: 0.25 },
  },
  {
    // The catalogue's product JSON target of issue 14 (the same route).
    name: twinName("product JSON"),
    perConnection: productJsonTwin,
    target: { minRatio: 0.15, maxP99Ms: 30 },
  },
];
