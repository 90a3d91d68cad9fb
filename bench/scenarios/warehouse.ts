import type { BenchContext, Scenario } from "../scenario.js";
import { FINISH, Shopper, staffSession } from "../shopper.js";
import { inBatches } from "../twins.js";

/** Open orders the picking overview is measured at (issue 17); `BENCH_OPEN_ORDERS` for a quick look. */
const OPEN_ORDERS = Number(process.env.BENCH_OPEN_ORDERS ?? 10_000);
/** Where the orders' products start: above the ids the checkout and invoice scenarios sell. */
const FIRST_PRODUCT = 1_000;

/** Orders confirmed or being picked now (the overview's orders, but for the few shipped from a store). */
async function openOrders(ctx: BenchContext, staff: Shopper): Promise<number> {
  let n = 0;
  for (const status of ["confirmed", "processing"]) {
    const { status: code, json } = await staff.call(
      "GET",
      ctx.path("orders:staff-list", {}, { status, page_size: "1" }),
    );
    // A rerun on the same database needs the same data key (BENCH_DATA_DIR), or the orders' e-mails
    // cannot be read.
    if (code !== 200) throw new Error(`orders:staff-list answered ${code}`);
    n += json.count as number;
  }
  return n;
}

/**
 * Tops the shop up to `OPEN_ORDERS` open orders through the shop itself: a guest orders one
 * warehouse product for delivery by PPL, staff confirm it (as a payment would). Products are taken
 * in id order from `FIRST_PRODUCT`; one sold out (the submit's 409) moves the cursor on. A second
 * run on the same database only adds what is missing.
 */
async function fillOpenOrders(ctx: BenchContext, staff: Shopper): Promise<number> {
  const missing = OPEN_ORDERS - (await openOrders(ctx, staff));
  if (missing <= 0) return 0;
  const started = Date.now();
  let product = FIRST_PRODUCT;
  let made = 0;
  const run = Date.now().toString(36);
  await inBatches(
    Array.from({ length: missing }, (_, i) => i),
    16,
    async (i) => {
      for (let tries = 0; tries < 50; tries++) {
        const id = product;
        const guest = await Shopper.start(ctx.baseUrl);
        const added = await guest.call("POST", ctx.path("cart:add"), { product: id });
        const order =
          added.status === 200
            ? await guest.call("POST", ctx.path("checkout:finish"), {
                ...FINISH,
                token: `bench-wh-${run}-${i}-${tries}`,
              })
            : added;
        if (order.status !== 201) {
          if (product === id) product++;
          continue;
        }
        const found = await staff.call(
          "GET",
          ctx.path("warehouse:lookup", {}, { code: order.json.order_number as string }),
        );
        const confirmed = await staff.call(
          "POST",
          ctx.path("orders:staff-status", { id: found.json.order_id }),
          {
            status: "confirmed",
          },
        );
        if (confirmed.status !== 200) throw new Error(`orders:staff-status answered ${confirmed.status}`);
        if (++made % 1000 === 0) console.log(`  warehouse: ${made} of ${missing} open orders placed`);
        return;
      }
      throw new Error("no warehouse product left to order");
    },
  );
  console.log(`  warehouse: ${made} open orders placed in ${Math.round((Date.now() - started) / 1000)} s`);
  return made;
}

/**
 * The picking overview at 10 000 open orders: the first page of the walk (100 lines by location,
 * then the oldest order) with the whole list's size and the orders waiting for a crate, as the
 * picking screen reads it every 15 s. One statement over the open orders' partial index.
 * Four connections: a warehouse floor's pickers and its wall screen, each refreshing; the list is
 * the same for all of them, and nothing is cached (each read sees the last scan), so it has no twin.
 */
export const scenarios: Scenario[] = [
  {
    name: `picking overview at ${OPEN_ORDERS} open orders (staff)`,
    connections: 4,
    requests: async (ctx) => {
      if (!ctx.routes["warehouse:picking"]) return null;
      const staff = await staffSession(ctx);
      await fillOpenOrders(ctx, staff);
      const open = await openOrders(ctx, staff);
      if (open < OPEN_ORDERS) throw new Error(`only ${open} open orders`);
      return [
        {
          path: ctx.path("warehouse:picking", {}, { page_size: "100" }),
          headers: staff.headers(),
        },
      ];
    },
    // Measured on PostgreSQL at 10 000 open orders, two cores shared with other work: 0.038–0.051 of
    // the SELECT 1 ceiling, p99 22–76 ms (2.9 ms of database CPU a read: two small statements' planning).
    target: { minRatio: 0.03, maxP99Ms: 100 },
  },
];
