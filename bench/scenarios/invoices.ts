import type { BenchContext, Scenario } from "../scenario.js";

/** A cookie jar for one fetch-driven browser: keeps what the server sets. */
function jar(ctx: BenchContext) {
  let cookie = "";
  let csrf = "";
  const headers = () => ({
    cookie,
    "x-csrftoken": csrf,
    "content-type": "application/json",
    accept: "application/json",
  });
  const call = async (
    name: string,
    body?: unknown,
    params?: Record<string, string | number>,
    query?: Record<string, string>,
  ) => {
    const res = await fetch(ctx.baseUrl + ctx.path(name, params, query), {
      method: body === undefined ? "GET" : "POST",
      headers: headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const cname = pair.split("=")[0];
      if (cname === "csrftoken") csrf = pair.slice(cname.length + 1);
      cookie = [...cookie.split("; ").filter((x) => x && !x.startsWith(`${cname}=`)), pair].join("; ");
    }
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  return { call, headers: () => ({ cookie, "x-csrftoken": csrf }) };
}

/**
 * One order with an issued invoice: a guest buys a warehouse product by bank transfer, staff issue
 * the invoice (a job) and we wait until it is created. Returns the public and staff download paths.
 */
async function invoicedOrder(ctx: BenchContext) {
  if (!ctx.routes["orders:invoice-pdf"]) return null;
  // A product the warehouse holds (the carrier ships from there); a fresh guest per try.
  let guest = jar(ctx);
  let found = false;
  for (let id = 1; id < 400 && !found; id++) {
    guest = jar(ctx);
    await guest.call("core:routes");
    if ((await guest.call("cart:add", { product: id })).status >= 300) continue;
    const cart = await guest.call("cart:packages");
    found = cart.body.packages.every((p: any) => p.product.warehouse_stock > 0);
  }
  if (!found) return null;
  const order = await guest.call("checkout:finish", {
    type_payment: "bank_transfer",
    type_delivery_code: "ppl",
    token: `bench-invoice-${Date.now()}`,
    order_billing_address: {
      first_name: "Jana",
      last_name: "Nováková",
      city: "Praha",
      postcode: "110 00",
      phone: "+420601123456",
      address: "Národní 10",
      email: "jana@example.cz",
    },
    order_info: { consent_to_terms_of_service: true },
  });
  if (order.status >= 300) return null;
  const staff = jar(ctx);
  await staff.call("core:routes");
  await staff.call("accounts:login", { email: "staff@mobilcentrum.cz", password: "Staff123!" });
  const list = await staff.call("orders:staff-list", undefined, {}, { search: order.body.order_number });
  const id = list.body.results[0].id as number;
  await staff.call("orders:staff-invoice", { action: "create" }, { id });
  for (let i = 0; i < 50; i++) {
    const d = await staff.call("orders:staff-detail", undefined, { id });
    if (d.body.invoice_status === "created") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    customerPdf: ctx.path(
      "orders:invoice-pdf",
      { number: order.body.order_number },
      { key: order.body.access_key },
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
