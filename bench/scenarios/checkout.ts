import type { BenchContext, Scenario } from "../scenario.js";

/** A cart session of its own: the cart cookie from the first add, kept for the measured requests. */
async function cartSession(ctx: BenchContext, login?: { email: string; password: string }, want = 1) {
  const { cookie: csrfCookie, csrf } = await ctx.session();
  let cookie = csrfCookie;
  const headers = () => ({
    cookie,
    "x-csrftoken": csrf,
    "content-type": "application/json",
    accept: "application/json",
  });
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const name = pair.split("=")[0];
      cookie = [...cookie.split("; ").filter((x) => !x.startsWith(`${name}=`)), pair].join("; ");
    }
  };
  if (login)
    keep(
      await fetch(ctx.baseUrl + ctx.path("accounts:login"), {
        method: "POST",
        headers: headers(),
        body: JSON.stringify(login),
      }),
    );
  const inStock: number[] = [];
  for (let id = 1; id < 1000 && inStock.length < want; id++) {
    const res = await fetch(ctx.baseUrl + ctx.path("cart:add"), {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ product: id }),
    });
    keep(res);
    if (res.ok) inStock.push(id);
  }
  if (want === 0)
    return { product: 0, inStock, inWarehouse: [] as number[], headers: { cookie, "x-csrftoken": csrf } };
  if (!inStock.length) return null;
  // Carriers ship from the warehouse: keep the products it holds.
  const cart = await (await fetch(ctx.baseUrl + ctx.path("cart:packages"), { headers: headers() })).json();
  const inWarehouse = cart.packages
    .filter((p: any) => p.product.warehouse_stock > 0)
    .map((p: any) => p.product.id as number);
  return { product: inStock[0], inStock, inWarehouse, headers: { cookie, "x-csrftoken": csrf } };
}

/** Issue 6: add to cart and the cart summary (≥ 10 % of the database ceiling), order submit (p99 < 200 ms). */
export const scenarios: Scenario[] = [
  {
    name: "add to cart",
    requests: async (ctx) => {
      if (!ctx.routes["cart:add"]) return null;
      const s = await cartSession(ctx);
      return s
        ? [
            {
              method: "POST",
              path: ctx.path("cart:add"),
              body: JSON.stringify({ product: s.product }),
              headers: s.headers,
            },
          ]
        : null;
    },
    target: { minRatio: 0.1 },
  },
  {
    name: "cart summary",
    requests: async (ctx) => {
      if (!ctx.routes["checkout:summary"]) return null;
      const s = await cartSession(ctx);
      return s ? [{ path: ctx.path("checkout:summary"), headers: s.headers }] : null;
    },
    target: { minRatio: 0.1 },
  },
  {
    // One customer adds a device and submits, again and again; `[<id>]` makes each token new.
    // One connection: a customer has one cart, so parallel submits of it would only refuse each other.
    name: "order submit (add + finish)",
    connections: 1,
    requests: async (ctx) => {
      if (!ctx.routes["checkout:finish"]) return null;
      // Many products, one unit each per round, so the demo stock lasts the run.
      const probe = await cartSession(ctx, undefined, 150);
      const customer = await cartSession(ctx, { email: "zakaznik@example.cz", password: "Zakaznik123!" }, 0);
      if (!probe?.inWarehouse.length || !customer) return null;
      const finish = {
        type_payment: "bank_transfer",
        type_delivery_code: "ppl",
        token: "bench-order-[<id>]",
        order_billing_address: {
          first_name: "Jana",
          last_name: "Nováková",
          city: "Praha",
          postcode: "110 00",
          phone: "+420601123456",
          address: "Národní 10",
          email: "zakaznik@example.cz",
        },
        order_info: { consent_to_terms_of_service: true },
      };
      return probe.inWarehouse.flatMap((product: number) => [
        {
          method: "POST" as const,
          path: ctx.path("cart:add"),
          body: JSON.stringify({ product }),
          headers: customer.headers,
        },
        {
          method: "POST" as const,
          path: ctx.path("checkout:finish"),
          body: JSON.stringify(finish),
          headers: customer.headers,
        },
      ]);
    },
    target: { maxP99Ms: 200 },
  },
];
