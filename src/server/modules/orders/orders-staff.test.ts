import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orderItems, orders, productGifts, products } from "../../db/schema.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { setItemPicking } from "./orders.queries.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let staff: TestClient;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
  const c = t.client();
  await c.post("/api/new/cart/add/", { product: f.phone.id, generalTuito: f.general.id });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
  );
  orderId = (await staff.get(`/api/new/orders/admin/orders/?search=${res.body.order_number}`)).body.results[0]
    .id;
});
afterAll(() => t.close());

const STAFF_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/new/orders/admin/orders/"],
  ["GET", "/api/new/orders/admin/orders/1/"],
  ["POST", "/api/new/orders/admin/orders/1/status/", { status: "confirmed" }],
  ["POST", "/api/new/orders/admin/orders/1/cancel/", { confirm: true }],
  ["POST", "/api/new/orders/admin/orders/1/picking/", { item_id: 1, status: "picked" }],
  ["POST", "/api/new/orders/admin/orders/1/invoice/", { action: "create" }],
  ["GET", "/api/new/discounts/admin/discounts/"],
  ["POST", "/api/new/discounts/admin/discounts/", {}],
  ["GET", "/api/new/discounts/admin/discounts/1/"],
  ["PUT", "/api/new/discounts/admin/discounts/1/", {}],
  ["POST", "/api/new/discounts/admin/discounts/1/generate-codes/", { count: 1 }],
];

describe("staff orders and discounts", () => {
  it("refuses visitors with 401 and customers with 403 on every staff call", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    for (const [method, url, body] of STAFF_ROUTES) {
      expect((await t.client().request(method as any, url, body)).status, `${method} ${url}`).toBe(401);
      const denied = await customer.request(method as any, url, body);
      expect(denied.status, `${method} ${url}`).toBe(403);
      expect(denied.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
    }
  });

  it("lists and shows an order with customer, addresses and items", async () => {
    const list = (await staff.get("/api/new/orders/admin/orders/?search=jana@example.cz")).body;
    expect(list.count).toBeGreaterThan(0);
    expect(list.results[0]).toMatchObject({
      customer_name: "Jana Nováková",
      email: "jana@example.cz",
      status: "new",
    });
    const d = (await staff.get(`/api/new/orders/admin/orders/${orderId}/`)).body;
    expect(d.billing.city).toBe("Praha");
    expect(d.items.map((i: any) => i.kind)).toEqual(["product", "insurance"]);
    expect(d.allowed_statuses).toEqual(["confirmed", "cancelled"]);
    expect((await staff.get("/api/new/orders/admin/orders/?page=0")).status).toBe(400);
  });

  it("moves the status along, refuses a jump, sets picking and asks before a reset", async () => {
    expect(
      (await staff.post(`/api/new/orders/admin/orders/${orderId}/status/`, { status: "delivered" })).status,
    ).toBe(400);
    const ok = await staff.post(`/api/new/orders/admin/orders/${orderId}/status/`, { status: "confirmed" });
    expect(ok.body.status).toBe("confirmed");
    const item = ok.body.items[0].id;
    expect(
      (
        await staff.post(`/api/new/orders/admin/orders/${orderId}/picking/`, {
          item_id: item,
          status: "picked",
        })
      ).status,
    ).toBe(200);
    const reset = await staff.post(`/api/new/orders/admin/orders/${orderId}/picking/`, {
      item_id: item,
      status: "waiting",
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe("Akci je nutné potvrdit.");
    expect(
      (
        await staff.post(`/api/new/orders/admin/orders/${orderId}/picking/`, {
          item_id: item,
          status: "waiting",
          confirm: true,
        })
      ).status,
    ).toBe(200);
  });

  it("writes picking changes to the staff history, not to the customer's", async () => {
    const d = (await staff.get(`/api/new/orders/admin/orders/${orderId}/`)).body;
    const item = d.items.find((i: any) => i.kind === "product").id;
    await staff.post(`/api/new/orders/admin/orders/${orderId}/picking/`, {
      item_id: item,
      status: "not_found",
    });
    // The same status again changes nothing and writes nothing.
    await staff.post(`/api/new/orders/admin/orders/${orderId}/picking/`, {
      item_id: item,
      status: "not_found",
    });
    const after = (await staff.get(`/api/new/orders/admin/orders/${orderId}/`)).body;
    const picking = after.history.filter((h: any) => h.field === "picking");
    expect(picking.map((h: any) => h.value)).toEqual([
      `${item}:picked`,
      `${item}:waiting`,
      `${item}:not_found`,
    ]);
    expect(picking[0].actor_id).toEqual(expect.any(Number));
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const pub = (await t.client().get(`/api/new/orders/status/${o.number}/?key=${o.accessKey}`)).body;
    expect(pub.history.map((h: any) => h.field)).not.toContain("picking");
  });

  it("changes a line's picking only from the status its caller read (a second scanner's stale read loses)", async () => {
    const d = (await staff.get(`/api/new/orders/admin/orders/${orderId}/`)).body;
    const item = d.items.find((i: any) => i.kind === "product");
    const stale = item.picking_status === "waiting" ? "picked" : "waiting";
    expect(await setItemPicking(t.ctx.db, item.id, stale, "needs_replacement")).toBe(false);
    const [row] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(row!.pickingStatus).toBe(item.picking_status);
    expect(await setItemPicking(t.ctx.db, item.id, item.picking_status, item.picking_status)).toBe(true);
  });

  it("refuses ready for pickup or shipped while a product or gift is not picked", async () => {
    const d = (await staff.get(`/api/new/orders/admin/orders/${orderId}/`)).body;
    if (d.status === "confirmed")
      await staff.post(`/api/new/orders/admin/orders/${orderId}/status/`, { status: "processing" });
    const product = d.items.find((i: any) => i.kind === "product");
    for (const status of ["ready", "shipped"]) {
      const refused = await staff.post(`/api/new/orders/admin/orders/${orderId}/status/`, { status });
      expect(refused.status, status).toBe(400);
      expect(refused.body.message).toBe(
        `Objednávku nelze připravit k vyzvednutí ani odeslat, dokud nejsou vychystané všechny položky (nevychystáno: ${product.name}).`,
      );
    }
    // Insurance is not picked: with the phone picked, the order may go.
    await staff.post(`/api/new/orders/admin/orders/${orderId}/picking/`, {
      item_id: product.id,
      status: "picked",
    });
    const ready = await staff.post(`/api/new/orders/admin/orders/${orderId}/status/`, { status: "ready" });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("ready");
  });

  it("picks a gift like a product: the order waits for it, and a picked gift lets it go", async () => {
    await t.ctx.db
      .insert(productGifts)
      .values({ masterProductId: f.master.id, giftProductId: f.acc.id })
      .onConflictDoNothing();
    try {
      const c = t.client();
      await c.post("/api/new/cart/add/", { product: f.phone.id });
      const res = await c.post(
        "/api/new/checkout/finish/",
        finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
      );
      expect(res.status).toBe(201);
      const id = (await staff.get(`/api/new/orders/admin/orders/?search=${res.body.order_number}`)).body
        .results[0].id;
      const status = (s: string) => staff.post(`/api/new/orders/admin/orders/${id}/status/`, { status: s });
      const pick = (itemId: number) =>
        staff.post(`/api/new/orders/admin/orders/${id}/picking/`, { item_id: itemId, status: "picked" });
      await status("confirmed");
      const items = (await status("processing")).body.items;
      const product = items.find((i: any) => i.kind === "product");
      const gift = items.find((i: any) => i.kind === "gift");
      expect(gift).toMatchObject({ final_price: 0, parent_id: product.id, picking_status: "waiting" });

      expect((await pick(product.id)).status).toBe(200);
      const refused = await status("shipped");
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(`(nevychystáno: ${gift.name})`);

      expect((await pick(gift.id)).status).toBe(200);
      const shipped = await status("shipped");
      expect(shipped.status).toBe(200);
      expect(shipped.body.status).toBe("shipped");
    } finally {
      await t.ctx.db.delete(productGifts).where(eq(productGifts.masterProductId, f.master.id));
    }
  });

  it("creates the invoice as a job and re-sends it only when confirmed", async () => {
    const created = await staff.post(`/api/new/orders/admin/orders/${orderId}/invoice/`, {
      action: "create",
    });
    expect(created.body.invoice_status).toBe("created");
    expect(created.body.invoice_number).toMatch(/^F\d+/);
    expect(
      (await staff.post(`/api/new/orders/admin/orders/${orderId}/invoice/`, { action: "resend" })).status,
    ).toBe(400);
    expect(
      (
        await staff.post(`/api/new/orders/admin/orders/${orderId}/invoice/`, {
          action: "resend",
          confirm: true,
        })
      ).status,
    ).toBe(200);
    // Issued once and re-sent once (the gift order above got its own invoice when it shipped).
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Faktura ${created.body.invoice_number}`));
    expect(mails).toHaveLength(2);
  });

  it("cancels a confirmed order only with a confirmation and returns the stock, which a watch hears of", async () => {
    // The last piece was this order's: a customer asks to hear when it is back in stock.
    await t.ctx.db.update(products).set({ warehouseStock: 0 }).where(eq(products.id, f.phone.id));
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    expect((await customer.post("/api/new/watches/", { product_id: f.phone.id, kind: "stock" })).status).toBe(
      201,
    );
    expect((await staff.post(`/api/new/orders/admin/orders/${orderId}/cancel/`, {})).status).toBe(400);
    const res = await staff.post(`/api/new/orders/admin/orders/${orderId}/cancel/`, { confirm: true });
    expect(res.body.status).toBe("cancelled");
    const [after] = await t.ctx.db
      .select({ s: products.warehouseStock })
      .from(products)
      .where(eq(products.id, f.phone.id));
    expect(after.s).toBe(1);
    const told = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "watch-stock"));
    expect(told).toHaveLength(1);
  });

  it("edits discounts, warns at 80 % and more, generates unique 10-character single-use codes", async () => {
    const bad = await staff.post("/api/new/discounts/admin/discounts/", {
      marketing_name: "",
      discount_type: "percentage",
      discount_value: 120,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.marketing_name).toEqual(["Tato hodnota je požadována."]);
    expect(bad.body.discount_value).toHaveLength(1);
    const made = await staff.post("/api/new/discounts/admin/discounts/", {
      marketing_name: "Výprodej",
      discount_type: "percentage",
      discount_value: 85,
      codes: ["vyprodej"],
    });
    expect(made.status).toBe(201);
    expect(made.body.warnings).toEqual(["Pozor: sleva 80 % a více. Zkontrolujte prosím hodnotu."]);
    expect(made.body.codes[0].code).toBe("VYPRODEJ");
    const gen = await staff.post(`/api/new/discounts/admin/discounts/${made.body.id}/generate-codes/`, {
      count: 200,
    });
    expect(gen.body.codes).toHaveLength(200);
    expect(new Set(gen.body.codes).size).toBe(200);
    expect(gen.body.codes.every((c: string) => /^[A-Z2-9]{10}$/.test(c))).toBe(true);
    const upd = await staff.request("PUT", `/api/new/discounts/admin/discounts/${made.body.id}/`, {
      marketing_name: "Výprodej",
      discount_type: "percentage",
      discount_value: 20,
    });
    expect(upd.body.warnings).toEqual([]);
    expect(upd.body.codes_count).toBe(201);
    const grid = (await staff.get("/api/new/discounts/admin/discounts/?search=výprodej")).body;
    expect(grid.results[0].id).toBe(made.body.id);
  });
});
