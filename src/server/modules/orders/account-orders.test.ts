import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buybacks, emailVerifications, mailOutbox, orders, serviceOrders } from "../../db/schema.js";
import { lookupHash } from "../../platform/crypto.js";
import { customerData, seedBuybackFixtures, sellRequest } from "../../testing/buyback-fixtures.js";
import { billing, finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let staff: TestClient;

const GUEST = "host.objednavka@example.cz";
const PASSWORD = "Heslo123!";
const MINE = "/api/new/orders/mine";
const ADMIN = "/api/new/orders/admin/orders";

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  await seedBuybackFixtures(t.ctx);
  // A supervisor: these credit notes take back more than 10 000 Kč (CREDIT_NOTE_SUPERVISOR_LIMIT).
  await createUser(t.ctx, {
    email: "staff@example.cz",
    password: PASSWORD,
    role: "staff",
    permissions: ["supervisor"],
  });
  staff = t.client();
  await staff.login("staff@example.cz", PASSWORD);
});
afterAll(() => t.close());

/** A guest's order (a new browser, so a new cart), as checkout writes it. */
async function guestOrder(email: string, add: Record<string, unknown> = { product: f.phone.id }) {
  const c = t.client();
  await c.post("/api/new/cart/add/", add);
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({
      type_payment: "bank_transfer",
      type_delivery_code: "ppl",
      order_billing_address: billing(email),
    }),
  );
  expect(res.status, res.text).toBeLessThan(300);
  const [o] = await t.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
  return o;
}

async function register(email: string) {
  const c = t.client();
  const res = await c.post("/api/new/accounts/register/", {
    email,
    first_name: "Hana",
    last_name: "Hostová",
    password: PASSWORD,
    password_confirm: PASSWORD,
  });
  expect(res.status, res.text).toBe(201);
  return c;
}

/** The token of the newest verification e-mail to this address (as the outbox holds it). */
async function mailedToken(email: string) {
  const [m] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "email-verification"), eq(mailOutbox.toLookup, lookupHash(email))))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(m, "a verification e-mail").toBeTruthy();
  expect(m.text).toContain("/ucet/overeni-emailu/?token=");
  return /token=([\w-]+)/.exec(m.text)![1];
}

async function guestServiceOrder(email: string, number: string) {
  await t.ctx.db.insert(serviceOrders).values({
    publicId: `pub-${number}`,
    number,
    kind: "repair",
    language: "cs",
    currency: "CZK",
    deviceLabel: "iPhone 15 Pro",
    fault: "Nenabíjí",
    handover: "store",
    contactName: "Hana Hostová",
    email,
    emailLookup: lookupHash(email),
    phone: "+420 601 123 456",
    estimatedPrice: 0,
    agreedPrice: 0,
    estimatedMinutes: 60,
  });
}

async function setStatus(id: number, status: string, deliveryNumber?: string) {
  if (status === "shipped") {
    // The warehouse picks every item before an order can leave.
    const detail = await staff.get(`${ADMIN}/${id}/`);
    for (const item of detail.body.items as { id: number }[])
      await staff.post(`${ADMIN}/${id}/picking/`, { item_id: item.id, status: "picked" });
  }
  const res = await staff.post(`${ADMIN}/${id}/status/`, { status, delivery_number: deliveryNumber });
  expect(res.status, res.text).toBe(200);
}

describe("linking a guest's orders to an account by a verified e-mail", () => {
  let order: Awaited<ReturnType<typeof guestOrder>>;
  let customer: TestClient;

  it("attaches nothing at registration, and everything once (orders, buy-backs, service orders) on verifying", async () => {
    order = await guestOrder(GUEST);
    const sold = await t
      .client()
      .post("/api/new/buyback/sell/", sellRequest({ customer_data: customerData({ e_mail: GUEST }) }));
    expect(sold.status, sold.text).toBeLessThan(300);
    await guestServiceOrder(GUEST, "S-LINK-1");
    // Someone else's guest order stays apart.
    const other = await guestOrder("jiny.host@example.cz");

    customer = await register(GUEST);
    const me = await customer.get("/api/new/accounts/me/");
    expect(me.body.user.email_verified).toBe(false);
    const before = await customer.get(`${MINE}/`);
    expect(before.body).toMatchObject({ count: 0, results: [] });
    expect((await customer.get(`${MINE}/${order.number}/`)).status, "not attached before verifying").toBe(
      404,
    );

    const token = await mailedToken(GUEST);
    const res = await t.client().post("/api/new/accounts/verify-email/", { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.attached).toEqual({ orders: 1, buybacks: 1, service_orders: 1 });

    const userId = me.body.user.id as number;
    const lookup = lookupHash(GUEST);
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o.userId).toBe(userId);
    expect(
      await t.ctx.db
        .select()
        .from(buybacks)
        .where(and(eq(buybacks.emailLookup, lookup), isNull(buybacks.userId))),
    ).toEqual([]);
    const [s] = await t.ctx.db.select().from(serviceOrders).where(eq(serviceOrders.number, "S-LINK-1"));
    expect(s.userId).toBe(userId);
    const [o2] = await t.ctx.db.select().from(orders).where(eq(orders.id, other.id));
    expect(o2.userId).toBeNull();
    expect((await customer.get("/api/new/accounts/me/")).body.user.email_verified).toBe(true);

    const list = await customer.get(`${MINE}/`);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({
      number: order.number,
      status: "new",
      status_label: "Přijatá",
      total: order.total,
    });
    // Pieces of goods as the detail lists them (services not counted).
    const items = (await customer.get(`${MINE}/${order.number}/`)).body.items as {
      kind: string;
      quantity: number;
    }[];
    const goods = items.filter((i) => i.kind === "product" || i.kind === "gift");
    expect(list.body.results[0].item_count).toBe(goods.reduce((n, i) => n + i.quantity, 0));
  });

  it("answers a used, an expired and an unknown link with a Czech field error (400)", async () => {
    const token = await mailedToken(GUEST);
    const used = await t.client().post("/api/new/accounts/verify-email/", { token });
    expect(used.status).toBe(400);
    expect(used.body.token[0]).toMatch(/už byl použit/);

    const unknown = await t.client().post("/api/new/accounts/verify-email/", { token: "x".repeat(32) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.token[0]).toMatch(/není platný/);

    const late = await register("pozde@example.cz");
    const lateToken = await mailedToken("pozde@example.cz");
    await t.ctx.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.client().post("/api/new/accounts/verify-email/", { token: lateToken });
    expect(expired.status).toBe(400);
    expect(expired.body.token[0]).toMatch(/vypršela/);

    const tooShort = await t.client().post("/api/new/accounts/verify-email/", { token: "" });
    expect(tooShort.status).toBe(400);

    // "Send again" gives a new link that works.
    const again = await late.post("/api/new/accounts/verify-email/resend/", {});
    expect(again.status, again.text).toBe(200);
    const fresh = await mailedToken("pozde@example.cz");
    expect(fresh).not.toBe(lateToken);
    const ok = await t.client().post("/api/new/accounts/verify-email/", { token: fresh });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.attached).toEqual({ orders: 0, buybacks: 0, service_orders: 0 });
  });

  it("attaches a later guest order on the next verification only, and never twice", async () => {
    const later = await guestOrder(GUEST);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, later.id));
    expect(row.userId).toBeNull();
    // A new link for a verified address is not sent; nothing more is attached without one.
    const resend = await customer.post("/api/new/accounts/verify-email/resend/", {});
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe("Váš e-mail už je ověřený.");
    expect((await customer.get(`${MINE}/`)).body.count).toBe(1);
  });

  it("attaches guest orders when a password reset link proves the address (an account opened at checkout)", async () => {
    const email = "heslo.host@example.cz";
    const guest = await guestOrder(email);
    await createUser(t.ctx, { email, password: PASSWORD });
    expect((await t.client().post("/api/new/accounts/password-reset/", { email })).status).toBe(200);
    const [m] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "password-reset"), eq(mailOutbox.toLookup, lookupHash(email))));
    const token = /token=([\w-]+)/.exec(m.text)![1];
    const [before] = await t.ctx.db.select().from(orders).where(eq(orders.id, guest.id));
    expect(before.userId).toBeNull();
    const reset = await t.client().post("/api/new/accounts/password-reset/confirm/", {
      token,
      password: "Nove123!x",
      password_confirm: "Nove123!x",
    });
    expect(reset.status, reset.text).toBe(200);
    const c = t.client();
    await c.login(email, "Nove123!x");
    expect((await c.get("/api/new/accounts/me/")).body.user.email_verified).toBe(true);
    expect((await c.get(`${MINE}/`)).body.results.map((r: { number: string }) => r.number)).toEqual([
      guest.number,
    ]);
  });

  it("shows the detail, documents and withdrawal window to the owner only", async () => {
    const stranger = await register("cizi@example.cz");
    expect((await stranger.get(`${MINE}/${order.number}/`)).status).toBe(404);
    expect((await t.client().get(`${MINE}/${order.number}/`)).status).toBe(401);

    const detail = await customer.get(`${MINE}/${order.number}/`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body).toMatchObject({
      number: order.number,
      payment: {
        type: "bank_transfer",
        label: "Bankovní převod",
        state: "pending",
        state_label: "Čeká na platbu",
      },
      delivery: { tracking_number: null, state: "waiting" },
      documents: { invoice_number: null, e_format: "isdoc", credit_notes: [] },
      withdrawal: { state: "not_delivered", deadline: null },
      billing: { name: "Jana Nováková", street: "Národní 10", city: "Praha", postcode: "110 00" },
    });
    expect(detail.body.history[0].label).toBe("Přijatá");

    // No invoice yet: 404 to the owner too.
    expect((await customer.get(`/api/new/orders/status/${order.number}/invoice/`)).status).toBe(404);
    const made = await staff.post(`${ADMIN}/${order.id}/invoice/`, { action: "create" });
    expect(made.status, made.text).toBe(200);
    for (const s of ["confirmed", "processing"]) await setStatus(order.id, s);
    await setStatus(order.id, "shipped", "PPL123456789");

    const shipped = (await customer.get(`${MINE}/${order.number}/`)).body;
    expect(shipped.delivery).toMatchObject({
      tracking_number: "PPL123456789",
      state: "shipped",
      state_label: "Odesláno",
    });
    const invoice = shipped.documents.invoice_number as string;
    expect(invoice).toBeTruthy();

    const pdf = await customer.get(`/api/new/orders/status/${order.number}/invoice/`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const isdoc = await customer.get(`/api/new/orders/status/${order.number}/invoice/isdoc/`);
    expect(isdoc.status).toBe(200);
    expect(isdoc.text).toContain(invoice);
    // Another customer, a visitor and a wrong key get the same 404; the status link's key still works.
    expect((await stranger.get(`/api/new/orders/status/${order.number}/invoice/`)).status).toBe(404);
    expect((await stranger.get(`/api/new/orders/status/${order.number}/invoice/isdoc/`)).status).toBe(404);
    expect((await t.client().get(`/api/new/orders/status/${order.number}/invoice/`)).status).toBe(404);
    expect(
      (await t.client().get(`/api/new/orders/status/${order.number}/invoice/?key=wrong-key-123`)).status,
    ).toBe(404);
    expect(
      (await t.client().get(`/api/new/orders/status/${order.number}/invoice/?key=${order.accessKey}`)).status,
    ).toBe(200);

    await setStatus(order.id, "delivered");
    const note = await staff.post(`${ADMIN}/${order.id}/credit-notes/`, {
      reason: "Sleva za škrábanec",
      full: true,
    });
    expect(note.status, note.text).toBe(201);
    const delivered = (await customer.get(`${MINE}/${order.number}/`)).body;
    expect(delivered.documents.credit_notes).toEqual([
      expect.objectContaining({ number: note.body.number, total: note.body.total }),
    ]);
    const notePdf = await customer.get(
      `/api/new/orders/status/${order.number}/credit-notes/${note.body.number}/`,
    );
    expect(notePdf.status).toBe(200);
    expect(notePdf.headers["content-type"]).toContain("application/pdf");
    expect(
      (await stranger.get(`/api/new/orders/status/${order.number}/credit-notes/${note.body.number}/`)).status,
    ).toBe(404);
    const noteIsdoc = await customer.get(
      `/api/new/orders/status/${order.number}/credit-notes/${note.body.number}/isdoc/`,
    );
    expect(noteIsdoc.status).toBe(200);
    expect(noteIsdoc.text).toContain(note.body.number);
    expect(
      (await stranger.get(`/api/new/orders/status/${order.number}/credit-notes/${note.body.number}/isdoc/`))
        .status,
    ).toBe(404);
    expect(
      (await customer.get(`/api/new/orders/status/${order.number}/credit-notes/D0000000000/`)).status,
    ).toBe(404);

    expect(delivered.withdrawal.state).toBe("open");
    const deadline = new Date(delivered.withdrawal.deadline).getTime();
    expect(deadline - new Date(delivered.delivery.delivered_at).getTime()).toBe(14 * 86_400_000);

    await t.ctx.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orders.id, order.id));
    expect((await customer.get(`${MINE}/${order.number}/`)).body.withdrawal.state).toBe("passed");
  });

  it("pages the list newest first", async () => {
    const email = "strankovani@example.cz";
    const c = await register(email);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await guestOrder(email)).number);
    await t.client().post("/api/new/accounts/verify-email/", { token: await mailedToken(email) });
    const first = await c.get(`${MINE}/?page=1&page_size=2`);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((r: { number: string }) => r.number)).toEqual([made[2], made[1]]);
    const second = await c.get(`${MINE}/?page=2&page_size=2`);
    expect(second.body.results.map((r: { number: string }) => r.number)).toEqual([made[0]]);
    const bad = await c.get(`${MINE}/?page=0`);
    expect(bad.status).toBe(400);
  });
});

describe("bought products and their warranty", () => {
  it("lists goods of delivered orders with 24 months, longer with an extended warranty bought with it", async () => {
    const email = "zaruka@example.cz";
    const c = await register(email);
    const plain = await guestOrder(email, { product: f.acc.id, quantity: 3 });
    const extended = await guestOrder(email, { product: f.phone.id, mp_warranty: { month_count: 24 } });
    const pending = await guestOrder(email, { product: f.acc.id });
    await t.client().post("/api/new/accounts/verify-email/", { token: await mailedToken(email) });
    expect((await c.get(`${MINE}-products/`)).body.results).toEqual([]);
    const counts = (await c.get(`${MINE}/`)).body.results as { number: string; item_count: number }[];
    expect(counts.find((r) => r.number === plain.number)?.item_count).toBe(3);

    for (const o of [plain, extended]) {
      for (const s of ["confirmed", "processing", "shipped", "delivered"]) await setStatus(o.id, s);
    }
    await t.ctx.db
      .update(orders)
      .set({ deliveredAt: new Date("2026-03-10T10:00:00Z") })
      .where(eq(orders.id, plain.id));
    await t.ctx.db
      .update(orders)
      .set({ deliveredAt: new Date("2025-08-31T22:30:00Z") })
      .where(eq(orders.id, extended.id));

    const res = await c.get(`${MINE}-products/`);
    expect(res.status, res.text).toBe(200);
    const rows = res.body.results as { order_number: string; code: string }[];
    expect(rows.map((r) => r.order_number)).not.toContain(pending.number);
    expect(rows.find((r) => r.order_number === plain.number)).toMatchObject({
      quantity: 3,
      bought_on: "2026-03-10",
      warranty_until: "2028-03-10",
      extended_months: 0,
      under_warranty: true,
    });
    // Delivered at 22:30 UTC on 31 August is 1 September in Prague: 24 + 24 months from that day.
    expect(rows.find((r) => r.order_number === extended.number)).toMatchObject({
      code: f.phone.code,
      bought_on: "2025-09-01",
      warranty_until: "2029-09-01",
      extended_months: 24,
    });
    // Nobody else's.
    // (Registration allows five a quarter-hour per address: this one is made directly.)
    await createUser(t.ctx, { email: "nikdo@example.cz", password: PASSWORD, verified: true });
    const stranger = t.client();
    await stranger.login("nikdo@example.cz", PASSWORD);
    expect((await stranger.get(`${MINE}-products/`)).body.results).toEqual([]);
  });
});
