import { productPool } from "../catalog-data.js";
import type { BenchContext, BenchRequest, PerConnection, Scenario } from "../scenario.js";
import { Shopper } from "../shopper.js";
import { deal, twin, twinListLength, twinName, WARM_UP_PER_CONNECTION } from "../twins.js";

/**
 * Issue 20: a product read with price levels, "no slower than without levels by more than 10 %".
 * Both twins walk distinct products that carry a business price (a bench list made before the run
 * through the staff import, 5 % off retail): the business customer's read resolves the level price
 * in the product statement and is never cached (decision 017); the visitor's read of the same kind
 * of product is the same statement without levels (the case skips the list lookup), a cache miss.
 * Compare the two ratios of one run. The demo business customer is firma@example.cz (pricing seed).
 */

/** Products per twin at most: preparing one costs a read (its code) and an import line. */
const MAX_PER_TWIN = 6000;

interface Prepared {
  business: Shopper;
  businessSeos: string[];
  visitorSeos: string[];
}
const prepared = new WeakMap<BenchContext["routes"], Promise<Prepared | null>>();

async function login(ctx: BenchContext, email: string, password: string): Promise<Shopper> {
  const s = await Shopper.start(ctx.baseUrl);
  const { status } = await s.call("POST", ctx.path("accounts:login"), { email, password });
  if (status !== 200) throw new Error(`login of ${email} answered ${status}`);
  return s;
}

/** Distinct products for both twins, each priced on a bench business list; once per run. */
function prepare(ctx: BenchContext, connections: number): Promise<Prepared | null> {
  let p = prepared.get(ctx.routes);
  if (!p) {
    p = (async () => {
      if (!ctx.routes["pricing:import"]) return null;
      const perTwin = Math.min(
        MAX_PER_TWIN,
        (twinListLength(ctx, connections, 0.2) + WARM_UP_PER_CONNECTION) * connections,
      );
      const seos = await productPool(ctx).take(perTwin * 2);
      const business = await login(ctx, "firma@example.cz", "Firma123!");
      // Codes read as the business customer: its answers are never cached, so this fills no cache
      // the visitor's twin would then hit.
      const lines: string[] = [];
      for (let i = 0; i < seos.length; i += 16)
        await Promise.all(
          seos.slice(i, i + 16).map(async (seo) => {
            const { status, json } = await business.call(
              "GET",
              ctx.path("catalog:product", { seo_name: seo }),
            );
            if (status === 200 && json.price > 100)
              lines.push(`${json.code};${Math.floor(json.price * 0.95) / 100}`);
          }),
        );
      const staff = await login(ctx, "admin@mobilcentrum.cz", "Admin123!");
      const list = await staff.call("POST", ctx.path("pricing:lists"), {
        name: "Bench: business 5 %",
        // The bench shop's market, as the server runs it.
        market: process.env.SHOP_MARKET === "ro" ? "ro" : "cz",
        customer_group: "business",
      });
      if (list.status !== 201) throw new Error(`pricing:lists answered ${list.status}`);
      for (let i = 0; i < lines.length; i += 5000) {
        const { status } = await staff.call("POST", ctx.path("pricing:import", { id: list.json.id }), {
          csv: lines.slice(i, i + 5000).join("\n"),
        });
        if (status !== 200) throw new Error(`pricing:import answered ${status}`);
      }
      const half = Math.floor(seos.length / 2);
      return { business, businessSeos: seos.slice(0, half), visitorSeos: seos.slice(half) };
    })();
    prepared.set(ctx.routes, p);
  }
  return p;
}

function productTwin(
  ctx: BenchContext,
  connections: number,
  seos: string[],
  headers: Record<string, string> | undefined,
  marker: (seo: string) => string,
): PerConnection | null {
  // Too few products left in the pool (a small catalogue after the catalogue's own twins): every
  // connection needs a list of its own, so the twin is skipped rather than run on empty lists.
  if (seos.length < connections * (WARM_UP_PER_CONNECTION + 5)) return null;
  const { lists, warmUp } = deal<BenchRequest>(
    seos.map((seo) => ({
      path: ctx.path("catalog:product", { seo_name: seo }),
      ...(headers ? { headers } : {}),
    })),
    connections,
    true,
  );
  return twin({
    lists,
    warmUp,
    check: (status, body, _h, r) => {
      if (status !== 200) return `status ${status}`;
      const seo = decodeURIComponent(r.path.split("/").filter(Boolean).pop() ?? "");
      return body.includes(marker(seo)) ? null : "not the product or not its level price";
    },
  });
}

export const scenarios: Scenario[] = [
  {
    name: twinName("pricing: product JSON, business customer with level prices"),
    perConnection: async (ctx, n) => {
      const p = await prepare(ctx, n);
      if (!p) return null;
      const cookie = p.business.headers().cookie;
      // Every answer must carry the level price below retail (retail_price is only sent then).
      return productTwin(ctx, n, p.businessSeos, { cookie }, () => '"retail_price":');
    },
    target: { minRatio: 0.15, maxP99Ms: 30 },
  },
  {
    // The baseline: the same statement without levels, for a visitor. The business twin also pays
    // its session's lookup (one indexed statement a request), so the comparison is conservative.
    name: twinName("pricing: product JSON, visitor, same kind of products (no levels)"),
    perConnection: async (ctx, n) => {
      const p = await prepare(ctx, n);
      return p && productTwin(ctx, n, p.visitorSeos, undefined, (seo) => `"seo_name":${JSON.stringify(seo)}`);
    },
    target: { minRatio: 0.15, maxP99Ms: 30 },
  },
];
