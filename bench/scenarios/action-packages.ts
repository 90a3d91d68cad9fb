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
    target: { minRatio: 0.1, maxP99Ms: 50 },
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
    target: { minRatio: 0.1, maxP99Ms: 50 },
  },
];
