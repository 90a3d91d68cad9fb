import type { BenchContext, Scenario } from "../scenario.js";
import { deal, jsonHolds, twin, twinListLength, twinName } from "../twins.js";

/**
 * Action packages (issue 20): the package offer a part's product page reads after the page, one
 * statement (the parts' index finds the packages, their parts come as JSON with stock). The offer
 * has no in-process cache, so the one-URL scenario and its cache-miss twin over distinct product
 * ids (most of them in no package: the statement still runs and answers an empty list) measure
 * the same work; the twin proves it does not lean on anything repeated.
 */
const NAME = "product read with a package offer (action-packages:product-offers)";

/** A demo part's product id whose offer lists a package (the seeded iPhone 16 packages). */
async function partWithOffer(ctx: BenchContext): Promise<number | null> {
  const found = await ctx.getJson(ctx.path("search:query", {}, { q: "iphone 16" }));
  for (const item of (found.items ?? []).slice(0, 12)) {
    const offers = await ctx.getJson(ctx.path("action-packages:product-offers", { product_id: item.id }));
    if (offers.offers?.length) return item.id;
  }
  return null;
}

export const scenarios: Scenario[] = [
  {
    name: NAME,
    requests: async (ctx) => {
      if (!ctx.routes["action-packages:product-offers"]) return null;
      const id = await partWithOffer(ctx);
      return id ? [{ path: ctx.path("action-packages:product-offers", { product_id: id }) }] : null;
    },
    // Measured on PGlite, 1 000 products, one instance, 3 s, two cores at load ~20 (other sessions
    // building and testing): 96 req/s, 0.074 of the SELECT 1 ceiling, p99 2.2 s (the load's).
    target: { minRatio: 0.05 },
  },
  {
    name: twinName(NAME),
    perConnection: async (ctx, n) => {
      if (!ctx.routes["action-packages:product-offers"]) return null;
      // Distinct product ids from 1 up: ids past the catalogue's end answer an empty list too.
      const count = twinListLength(ctx, n, 0.5) * n + 15 * n;
      const requests = Array.from({ length: count }, (_, i) => ({
        path: ctx.path("action-packages:product-offers", { product_id: i + 1 }),
      }));
      const { lists, warmUp } = deal(requests, n, true);
      return twin({ lists, warmUp, check: jsonHolds('"offers"', "offers list") });
    },
    // Same run: 229 req/s, 0.176 of the ceiling (most products are in no package), all answers real.
    target: { minRatio: 0.05 },
  },
];
