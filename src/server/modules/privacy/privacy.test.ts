import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  customerAddresses,
  favourites,
  mailOutbox,
  orders,
  productReviews,
  productWatches,
  sessions,
  subscribers,
  users,
} from "../../db/schema.js";
import { lookupHash } from "../../platform/crypto.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

const EXPORT = "/api/new/accounts/privacy/export/";
const DELETE = "/api/new/accounts/privacy/delete/";
let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let jana: TestClient;
let petr: TestClient;
let janaId: number;
let order: { order_number: string; access_key: string };

const address = {
  kind: "delivery",
  first_name: "Jana",
  last_name: "Nováková",
  street: "Vinohradská 12",
  city: "Praha",
  postcode: "120 00",
  country: "CZ",
};

async function buy(c: TestClient, email: string) {
  await c.post("/api/new/cart/add/", { product: f.phone.id });
  await c.post("/api/new/checkout/delivery/", { type_delivery_code: "store", store: f.brno.seoName });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({
      type_delivery_code: "store",
      store: f.brno.seoName,
      order_billing_address: { ...finishPayload().order_billing_address, email },
    }),
  );
  expect(res.status).toBe(201);
  return res.body as { order_number: string; access_key: string };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  janaId = await createUser(t.ctx, {
    email: "jana@example.cz",
    password: "Heslo123!",
    firstName: "Jana",
    lastName: "Nováková",
    phone: "+420 601 123 456",
  });
  await createUser(t.ctx, { email: "petr@example.cz", password: "Heslo123!", firstName: "Petr" });
  jana = t.client();
  await jana.login("jana@example.cz", "Heslo123!");
  petr = t.client();
  await petr.login("petr@example.cz", "Heslo123!");
  expect((await jana.post("/api/new/addresses/", address)).status).toBe(201);
  expect(
    (await petr.post("/api/new/addresses/", { ...address, first_name: "Petr", street: "Petrova 1" })).status,
  ).toBe(201);
  order = await buy(jana, "jana@example.cz");
  await buy(petr, "petr@example.cz");
  expect(
    (await jana.post("/api/new/catalog/favourites/", { product_ids: [f.phone.id] })).status,
  ).toBeLessThan(300);
  await t.ctx.db.insert(productWatches).values({
    productId: f.phone.id,
    kind: "stock",
    userId: janaId,
    emailLookup: lookupHash("jana@example.cz"),
    email: "jana@example.cz",
    language: "cs",
    confirmedAt: new Date(),
  });
  await t.ctx.db.insert(productReviews).values({
    masterProductId: f.master.id,
    userId: janaId,
    rating: 5,
    text: "Skvělý telefon",
    fullName: "Jana Nováková",
  });
  await t.ctx.db.insert(subscribers).values({
    emailLookup: lookupHash("jana@example.cz"),
    email: "jana@example.cz",
    language: "cs",
    tokenHash: "x",
    confirmedAt: new Date(),
  });
});
afterAll(() => t.close());

describe("the data export", () => {
  it("gives the owner everything held about them, decrypted, as a JSON attachment, and nobody else's", async () => {
    const res = await jana.get(EXPORT);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="moje-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = res.body;
    expect(data.account).toMatchObject({
      email: "jana@example.cz",
      first_name: "Jana",
      phone: "+420 601 123 456",
    });
    expect(data.account.email_lookup).toBeUndefined();
    expect(data.addresses).toEqual([expect.objectContaining({ street: "Vinohradská 12", kind: "delivery" })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: order.order_number,
        email: "jana@example.cz",
        billing_address: expect.objectContaining({ last_name: "Nováková" }),
        items: [expect.objectContaining({ name: "iPhone 15 128 GB Černá", quantity: 1 })],
      }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ text: "Skvělý telefon", rating: 5 })]);
    expect(data.watches).toHaveLength(1);
    expect(data.favourites).toEqual([expect.objectContaining({ product: "iPhone 15 128 GB Černá" })]);
    expect(data.newsletter).toMatchObject({ email: "jana@example.cz" });
    expect(data.buybacks).toEqual([]);
    expect(data.service_orders).toEqual([]);
    expect(res.text).not.toContain("petr@example.cz");
    expect(res.text).not.toContain("Petrova");
  });

  it("refuses a visitor", async () => {
    expect((await t.client().get(EXPORT)).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("answers a wrong password with a Czech field error and changes nothing", async () => {
    const res = await jana.post(DELETE, { password: "Spatne123!", confirm: true });
    expect(res.status).toBe(400);
    expect(res.body.password).toEqual(["Heslo není správné."]);
    const unconfirmed = await jana.post(DELETE, { password: "Heslo123!" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.confirm).toEqual(["Potvrďte prosím, že rozumíte."]);
    expect((await jana.get(EXPORT)).status).toBe(200);
  });

  it("refuses the shop's own accounts", async () => {
    await createUser(t.ctx, { email: "prodejna@example.cz", password: "Heslo123!", role: "shop" });
    const shop = t.client();
    await shop.login("prodejna@example.cz", "Heslo123!");
    expect((await shop.post(DELETE, { password: "Heslo123!", confirm: true })).status).toBe(403);
  });

  it("keeps the orders and the invoice, erases the rest, logs out, mails a confirmation and audits without personal values", async () => {
    const invoiceUrl = `/api/new/orders/status/${order.order_number}/invoice/?key=${order.access_key}`;
    // The invoice as staff issue it (number and issue date fixed).
    await t.ctx.db
      .update(orders)
      .set({ invoiceStatus: "created", invoiceNumber: "F26000001", invoiceIssuedAt: new Date() })
      .where(eq(orders.number, order.order_number));
    const before = await t.client().get(invoiceUrl);
    expect(before.status).toBe(200);
    const res = await jana.post(DELETE, { password: "Heslo123!", confirm: true });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });

    // Logged out here and everywhere; the password no longer works.
    expect((await jana.get("/api/new/accounts/me/")).body.user).toBeNull();
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, janaId))).toEqual([]);
    const again = await t
      .client()
      .post("/api/new/accounts/login/", { email: "jana@example.cz", password: "Heslo123!" });
    expect(again.status).toBe(400);

    // The user row holds nothing of her.
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, janaId));
    expect(u).toMatchObject({ firstName: null, lastName: null, phone: null });
    expect(u!.email).not.toContain("jana");

    // The order stays with its own billing data, unlinked; its invoice is still there.
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.number, order.order_number));
    expect(o).toMatchObject({ userId: null, email: "jana@example.cz" });
    expect(JSON.parse(o!.billing)).toMatchObject({ last_name: "Nováková" });
    const after = await t.client().get(invoiceUrl);
    expect(after.status).toBe(200);
    expect(after.headers["content-type"]).toContain("application/pdf");

    // Addresses, watches, favourites and the newsletter are gone; the review stays anonymous.
    expect(
      await t.ctx.db.select().from(customerAddresses).where(eq(customerAddresses.userId, janaId)),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(productWatches).where(eq(productWatches.userId, janaId))).toEqual([]);
    expect(await t.ctx.db.select().from(favourites).where(eq(favourites.userId, janaId))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(subscribers)
        .where(eq(subscribers.emailLookup, lookupHash("jana@example.cz"))),
    ).toEqual([]);
    const [review] = await t.ctx.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.masterProductId, f.master.id));
    expect(review).toMatchObject({ userId: null, fullName: "", isAnonymous: true, text: "Skvělý telefon" });

    // Petr's data is untouched.
    expect((await petr.get("/api/new/addresses/")).body.results).toHaveLength(1);
    expect((await petr.get(EXPORT)).body.orders).toHaveLength(1);

    // The confirmation went to her address before it was erased.
    const mails = (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.kind === "account-deleted");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "jana@example.cz", subject: "Váš účet byl smazán" });

    // Audited with counts, no personal value.
    const entries = (await t.ctx.db.select().from(auditLog)).filter((a) => a.action === "account.deleted");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: "user", entityId: String(janaId) });
    expect(JSON.stringify(entries[0]!.detail)).not.toMatch(/jana|Nováková|Vinohradská/i);
    expect(entries[0]!.detail).toMatchObject({ kept: { orders: 1 }, erased: { addresses: 1, watches: 1 } });
  });
});
