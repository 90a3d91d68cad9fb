import type { BenchContext, BenchRequest, PerConnection, Scenario } from "../scenario.js";
import { FINISH, type Shopper } from "../shopper.js";

/** The first product (by id) that can be added to a cart. */
async function firstAddable(ctx: BenchContext): Promise<number | null> {
  const probe = await ctx.shopper();
  for (let id = 1; id < 1000; id++)
    if ((await probe.call("POST", ctx.path("cart:add"), { product: id })).status === 200) return id;
  return null;
}

/** `n` guests, each with its own CSRF cookie and its own cart holding `product` once. */
async function shoppersWith(ctx: BenchContext, n: number, product: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const s = await ctx.shopper();
      const { status } = await s.call("POST", ctx.path("cart:add"), { product });
      if (status !== 200 || !s.cookie("cart")) throw new Error(`cart:add answered ${status}`);
      return s;
    }),
  );
}

/**
 * Warehouse stock for connection `i` of `n`: products with ids i+1, i+1+n, i+1+2n… (so no two
 * connections ever share one) and without gifts, probed in a throw-away cart until they hold
 * `units` units.
 */
async function stockFor(ctx: BenchContext, i: number, n: number, units: number) {
  const probe = await ctx.shopper();
  const found: { product: number; units: number }[] = [];
  let total = 0;
  let missing = 0; // a long run of unknown ids: past the last product (sold-out ones do not count)
  for (let id = i + 1; total < units && missing < 100; ) {
    for (let k = 0; k < 25; k++, id += n) {
      const { status, json } = await probe.call("POST", ctx.path("cart:add"), { product: id });
      missing = status === 400 && json?.product ? missing + 1 : 0;
    }
    const { json } = await probe.call("GET", ctx.path("cart:packages"));
    found.length = 0;
    total = 0;
    // A product that comes with gifts is left out: its orders would take the gifts' stock, which
    // may be another connection's product.
    for (const p of json.packages as { product: { id: number; warehouse_stock: number }; items: unknown[] }[])
      if (p.product.warehouse_stock > 0 && p.items.length === 0) {
        found.push({ product: p.product.id, units: p.product.warehouse_stock });
        total += p.product.warehouse_stock;
      }
  }
  return { found, total };
}

/**
 * Twenty guests buying at once. Each connection is one guest with its own CSRF cookie and its own
 * cart cookie (learnt from the server's answers as a browser would), and its own products with
 * enough warehouse stock for the whole run, so connections never refuse each other. One iteration
 * adds one unit of the connection's next product and submits the order with a new token.
 */
async function orderSubmit(ctx: BenchContext, n: number): Promise<PerConnection | null> {
  if (!ctx.routes["checkout:finish"]) return null;
  // Far more units than a run can order (30 orders/s per connection), so stock never runs out.
  const want = Math.max(60, 30 * ctx.duration);
  const stock = await Promise.all(Array.from({ length: n }, (_, i) => stockFor(ctx, i, n, want)));
  if (stock.some((s) => s.total < want))
    throw new Error(
      `not enough warehouse stock: ${stock.map((s) => s.total).join(", ")} units, ${want} wanted`,
    );
  const guests = await Promise.all(Array.from({ length: n }, () => ctx.shopper()));
  const run = Date.now().toString(36);
  const orders = new Map<string, string>(); // number → access key
  const answers = { add: new Map<number, number>(), finish: new Map<number, number>() };
  const count = (m: Map<number, number>, status: number) => m.set(status, (m.get(status) ?? 0) + 1);
  const last: { number: string; key: string }[] = [];
  const addPath = ctx.path("cart:add");
  const finishPath = ctx.path("checkout:finish");

  const requests = guests.map((guest, i): BenchRequest[] => {
    const left = stock[i].found.map((f) => ({ ...f }));
    let at = 0;
    let seq = 0;
    return [
      {
        method: "POST",
        path: addPath,
        before: (r) => {
          while (at < left.length - 1 && left[at].units === 0) at++;
          left[at].units--;
          return { ...r, body: JSON.stringify({ product: left[at].product }), headers: guest.headers() };
        },
        onResponse: (status, _body, headers) => {
          count(answers.add, status);
          guest.absorbHeaders(headers);
        },
      },
      {
        method: "POST",
        path: finishPath,
        timed: "checkout:finish",
        before: (r) => ({
          ...r,
          body: JSON.stringify({ ...FINISH, token: `bench-${run}-${i}-${++seq}` }),
          headers: guest.headers(),
        }),
        onResponse: (status, body, headers) => {
          count(answers.finish, status);
          guest.absorbHeaders(headers);
          if (status !== 201) return;
          const o = JSON.parse(body) as { order_number: string; access_key: string };
          orders.set(o.order_number, o.access_key);
          last[i] = { number: o.order_number, key: o.access_key };
        },
      },
    ];
  });

  const verify = async () => {
    const created = answers.finish.get(201) ?? 0;
    // Every order the run was told about must be there to read.
    let readable = 0;
    for (const o of last.filter(Boolean)) {
      const res = await fetch(
        `${ctx.baseUrl}${ctx.path("orders:status", { number: o.number })}?key=${encodeURIComponent(o.key)}`,
        { headers: { accept: "application/json" } },
      );
      if (res.ok && (await res.json()).number === o.number) readable++;
    }
    const sample = last.filter(Boolean).length;
    const show = (m: Map<number, number>) => JSON.stringify(Object.fromEntries(m));
    return {
      ok: created > 0 && orders.size === created && readable === sample,
      note:
        `orders created: ${orders.size} distinct numbers from ${created} answers 201 ` +
        `(${(orders.size / ctx.duration).toFixed(1)}/s); last order of each connection readable: ${readable}/${sample}; ` +
        `add answers ${show(answers.add)}, finish answers ${show(answers.finish)}`,
    };
  };
  return { requests, verify };
}

/** Issue 6: add to cart and the cart summary (≥ 10 % of the database ceiling), order submit (p99 < 200 ms). */
export const scenarios: Scenario[] = [
  {
    // Each connection is a guest adding the product its cart already holds (quantity +1, at most 99).
    name: "add to cart",
    perConnection: async (ctx, n) => {
      if (!ctx.routes["cart:add"]) return null;
      const product = await firstAddable(ctx);
      if (!product) return null;
      const shoppers = await shoppersWith(ctx, n, product);
      const body = JSON.stringify({ product });
      return {
        requests: shoppers.map((s) => [
          { method: "POST" as const, path: ctx.path("cart:add"), body, headers: s.headers() },
        ]),
      };
    },
    target: { minRatio: 0.1 },
  },
  {
    // Each connection is a guest with one product in its own cart.
    name: "cart summary",
    perConnection: async (ctx, n) => {
      if (!ctx.routes["checkout:summary"]) return null;
      const product = await firstAddable(ctx);
      if (!product) return null;
      const shoppers = await shoppersWith(ctx, n, product);
      return {
        requests: shoppers.map((s) => [{ path: ctx.path("checkout:summary"), headers: s.headers() }]),
      };
    },
    target: { minRatio: 0.1 },
  },
  {
    name: "order submit (add + finish)",
    perConnection: orderSubmit,
    target: { maxP99Ms: 200 },
  },
];
