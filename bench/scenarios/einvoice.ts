import type { BenchContext, Scenario } from "../scenario.js";
import { FINISH, Shopper, staffSession } from "../shopper.js";

/**
 * RO e-Factura (decision 015): the staff's UBL download of an issued invoice and the customer's,
 * each built per request (the order, its items and the e-Factura row read, the XML written; nothing
 * kept). Only a Romanian shop has them (`SHOP_MARKET=ro npm run bench -- --only e-factura`); on the
 * Czech shop the routes answer 404 and the scenarios are skipped. No cache-miss twin: nothing is
 * cached per invoice, so every request is already a miss.
 */
async function invoicedRomanianOrder(ctx: BenchContext) {
  if (!ctx.routes["einvoice:staff-invoice-ubl"]) return null;
  let guest = await Shopper.start(ctx.baseUrl);
  let found = false;
  for (let id = 1; id < 400 && !found; id++) {
    guest = await Shopper.start(ctx.baseUrl);
    if ((await guest.call("POST", ctx.path("cart:add"), { product: id })).status >= 300) continue;
    const cart = await guest.call("GET", ctx.path("cart:packages"));
    found = cart.json.packages.every(
      (p: { product: { warehouse_stock: number } }) => p.product.warehouse_stock > 0,
    );
  }
  if (!found) return null;
  const order = await guest.call("POST", ctx.path("checkout:finish"), {
    ...FINISH,
    type_delivery_code: "fan",
    order_billing_address: {
      first_name: "Ana",
      last_name: "Popescu",
      city: "Cluj-Napoca",
      postcode: "400114",
      phone: "+40712034567",
      address: "Strada Memorandumului 28",
      email: "ana@example.ro",
    },
    token: `bench-efactura-${Date.now()}`,
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
  const staffUbl = ctx.path("einvoice:staff-invoice-ubl", { id });
  // A Czech shop answers 404: nothing to measure.
  if ((await staff.call("GET", staffUbl)).status !== 200) return null;
  return {
    staffUbl,
    staffHeaders: staff.headers(),
    customerUbl: ctx.path(
      "einvoice:invoice-ubl",
      { number: order.json.order_number },
      { key: order.json.access_key },
    ),
  };
}

let prepared: ReturnType<typeof invoicedRomanianOrder> | null = null;
const once = (ctx: BenchContext) => {
  prepared ??= invoicedRomanianOrder(ctx);
  return prepared;
};

export const scenarios: Scenario[] = [
  {
    name: "e-factura ubl (staff download)",
    connections: 4,
    requests: async (ctx) => {
      const o = await once(ctx);
      return o ? [{ path: o.staffUbl, headers: o.staffHeaders }] : null;
    },
    // Like the ISDOC export (built per request, a few reads): the same budget.
    target: { minRatio: 0.08 },
  },
  {
    name: "e-factura ubl (customer download)",
    connections: 4,
    requests: async (ctx) => {
      const o = await once(ctx);
      return o ? [{ path: o.customerUbl }] : null;
    },
    target: { minRatio: 0.08 },
  },
];
