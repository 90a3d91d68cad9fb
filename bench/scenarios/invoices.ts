import type { BenchContext, PerConnection, Scenario } from "../scenario.js";
import { FINISH, Shopper, staffSession } from "../shopper.js";
import { deal, inBatches, twin, twinName } from "../twins.js";

/**
 * One order with an issued invoice: a guest buys a warehouse product by bank transfer, staff issue
 * the invoice (a job) and we wait until it is created. Returns the public and staff download paths.
 */
async function invoicedOrder(ctx: BenchContext) {
  if (!ctx.routes["orders:invoice-pdf"]) return null;
  // A product the warehouse holds (the carrier ships from there); a fresh guest per try.
  let guest = await Shopper.start(ctx.baseUrl);
  let found = false;
  for (let id = 1; id < 400 && !found; id++) {
    guest = await Shopper.start(ctx.baseUrl);
    if ((await guest.call("POST", ctx.path("cart:add"), { product: id })).status >= 300) continue;
    const cart = await guest.call("GET", ctx.path("cart:packages"));
    found = cart.json.packages.every((p: any) => p.product.warehouse_stock > 0);
  }
  if (!found) return null;
  const order = await guest.call("POST", ctx.path("checkout:finish"), {
    ...FINISH,
    order_billing_address: { ...FINISH.order_billing_address, email: "jana@example.cz" },
    token: `bench-invoice-${Date.now()}`,
  });
  if (order.status >= 300) return null;
  const staff = await staffSession(ctx);
  const list = await staff.call(
    "GET",
    ctx.path("orders:staff-list", {}, { search: order.json.order_number }),
  );
  const id = list.json.results[0].id as number;
  await staff.call("POST", ctx.path("orders:staff-invoice", { id }), { action: "create" });
  for (let i = 0; i < 50; i++) {
    const d = await staff.call("GET", ctx.path("orders:staff-detail", { id }));
    if (d.json.invoice_status === "created") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    customerPdf: ctx.path(
      "orders:invoice-pdf",
      { number: order.json.order_number },
      { key: order.json.access_key },
    ),
    staffIsdoc: ctx.path("orders:staff-invoice-isdoc", { id }),
    staffHeaders: staff.headers(),
  };
}

let prepared: Promise<Awaited<ReturnType<typeof invoicedOrder>>> | null = null;
const once = (ctx: BenchContext) => {
  prepared ??= invoicedOrder(ctx);
  return prepared;
};

/**
 * Warehouse units to order, `units` of them: products probed in a throw-away cart 25 at a time
 * (ids upwards; products the checkout scenario sold out have no stock left and are passed over),
 * without gifts (their orders would take the gifts' stock too).
 */
async function warehouseUnits(ctx: BenchContext, units: number): Promise<number[]> {
  const out: number[] = [];
  for (let id = 1, missing = 0; out.length < units && missing < 200; ) {
    const probe = await Shopper.start(ctx.baseUrl);
    for (let k = 0; k < 25; k++, id++) {
      const { status, json } = await probe.call("POST", ctx.path("cart:add"), { product: id });
      missing = status === 400 && json?.product ? missing + 1 : 0;
    }
    const { json } = await probe.call("GET", ctx.path("cart:packages"));
    for (const p of json.packages as { product: { id: number; warehouse_stock: number }; items: unknown[] }[])
      if (p.product.warehouse_stock > 0 && p.items.length === 0)
        for (let u = 0; u < p.product.warehouse_stock; u++) out.push(p.product.id);
  }
  return out.slice(0, units);
}

/**
 * The PDF's cache-miss twin: `count` orders invoiced before the run, each customer's PDF asked
 * once. Each PDF was rendered by the job that issued the invoice and kept in storage (decision
 * 013), so the twin reads distinct stored files: what a shop's download costs. Orders cost stock
 * and time to make, so there are about 40 per second of the run (sized when each was rendered on
 * its request, ≈ 50 ms of CPU; a run that walks them all says so in its note).
 */
async function pdfTwin(ctx: BenchContext, n: number): Promise<PerConnection | null> {
  if (!ctx.routes["orders:invoice-pdf"]) return null;
  const count = Math.ceil(40 * ctx.duration * 1.25);
  const units = await warehouseUnits(ctx, count);
  if (units.length < count) throw new Error(`only ${units.length} warehouse units for ${count} orders`);
  const staff = await staffSession(ctx);
  const run = Date.now().toString(36);
  const orders = await inBatches(units, 4, async (product, i) => {
    const guest = await Shopper.start(ctx.baseUrl);
    const added = await guest.call("POST", ctx.path("cart:add"), { product });
    if (added.status !== 200) throw new Error(`cart:add of ${product} answered ${added.status}`);
    const order = await guest.call("POST", ctx.path("checkout:finish"), {
      ...FINISH,
      token: `bench-pdf-${run}-${i}`,
    });
    if (order.status !== 201) throw new Error(`checkout:finish answered ${order.status}`);
    const list = await staff.call(
      "GET",
      ctx.path("orders:staff-list", {}, { search: order.json.order_number }),
    );
    const id = list.json.results[0].id as number;
    await staff.call("POST", ctx.path("orders:staff-invoice", { id }), { action: "create" });
    return { id, number: order.json.order_number as string, key: order.json.access_key as string };
  });
  // Wait until every invoice is issued (the jobs run in the server, one after another).
  for (const o of orders)
    for (let i = 0; i < 100; i++) {
      const d = await staff.call("GET", ctx.path("orders:staff-detail", { id: o.id }));
      if (d.json.invoice_status === "created") break;
      await new Promise((r) => setTimeout(r, 100));
    }
  const { lists } = deal(
    orders.map((o) => ({ path: ctx.path("orders:invoice-pdf", { number: o.number }, { key: o.key }) })),
    n,
  );
  return twin({
    lists,
    check: (status, body) =>
      status !== 200 ? `status ${status}` : body.startsWith("%PDF") ? null : "not a PDF",
    about: `${orders.length} invoices made for it`,
  });
}

/**
 * Invoices as documents: the customer's PDF download of an issued invoice (rendered once, ≈ 50 ms of
 * CPU: DejaVu subset, VAT split, ISDOC attached; then kept, since an issued invoice never changes)
 * and the staff ISDOC export (built per request). Budgets are ratios to the database ceiling.
 * The ISDOC keeps nothing per invoice, so its scenario is already a miss and has no twin.
 */
export const scenarios: Scenario[] = [
  {
    name: "invoice pdf (customer download)",
    connections: 2,
    requests: async (ctx) => {
      const o = await once(ctx);
      return o ? [{ path: o.customerPdf }] : null;
    },
    target: { minRatio: 0.008 },
  },
  {
    // Kept from when each invoice was rendered on its request (≈ 50 ms of CPU: about 20/s at two
    // connections on two cores); a stored file is read far faster, so this is a floor.
    name: twinName("invoice pdf (customer download)"),
    connections: 2,
    perConnection: pdfTwin,
    target: { minRatio: 0.004 },
  },
  {
    name: "invoice isdoc (staff export)",
    connections: 4,
    requests: async (ctx) => {
      const o = await once(ctx);
      return o ? [{ path: o.staffIsdoc, headers: o.staffHeaders }] : null;
    },
    target: { minRatio: 0.08 },
  },
];
