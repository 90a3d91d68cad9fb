import type { BenchContext, Scenario } from "../scenario.js";
import { FINISH, Shopper } from "../shopper.js";

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
  const staff = await Shopper.start(ctx.baseUrl);
  await staff.call("POST", ctx.path("accounts:login"), {
    email: "staff@mobilcentrum.cz",
    password: "Staff123!",
  });
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
 * Invoices as documents: the customer's PDF download of an issued invoice (rendered once, ≈ 50 ms of
 * CPU: DejaVu subset, VAT split, ISDOC attached; then kept, since an issued invoice never changes)
 * and the staff ISDOC export (built per request). Budgets are ratios to the database ceiling.
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
    name: "invoice isdoc (staff export)",
    connections: 4,
    requests: async (ctx) => {
      const o = await once(ctx);
      return o ? [{ path: o.staffIsdoc, headers: o.staffHeaders }] : null;
    },
    target: { minRatio: 0.08 },
  },
];
