import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { mailOutbox, serviceOrders, subscribers, users } from "../../db/schema.js";
import { lookupHash } from "../../platform/crypto.js";
import { seedBuybackFixtures, sellRequest } from "../../testing/buyback-fixtures.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import {
  IPHONE_COLOR,
  insertShopOrder,
  PASSWORD,
  repairOrder,
  seedServiceFixtures,
} from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "./accounts.service.js";

/**
 * The account's sections of issue 16 on the real database: buy-backs, repairs and claims, the
 * customer's own reviews and the newsletter box. Each list shows only the logged-in customer's
 * own records; staff answer the same as any customer (their own); visitors get 401.
 */
let t: TestApp;
let jana: TestClient;
let petr: TestClient;
let staff: TestClient;
let masterSeo: string;
let productSeo: string;
let ops: { value: number; code: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedBuybackFixtures(t.ctx);
  await seedServiceFixtures(t.ctx);
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const m = await f.model({
    name: "Google Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 128, price: 12990, stock: 5 }],
  });
  masterSeo = m.master.seoName;
  productSeo = m.products[0]!.seoName;
  await createUser(t.ctx, {
    email: "jana@example.cz",
    password: PASSWORD,
    firstName: "Jana",
    verified: true,
  });
  await createUser(t.ctx, { email: "petr@example.cz", password: PASSWORD, firstName: "Petr" });
  await createUser(t.ctx, { email: "technik@example.cz", password: PASSWORD, role: "staff" });
  jana = t.client();
  await jana.login("jana@example.cz", PASSWORD);
  petr = t.client();
  await petr.login("petr@example.cz", PASSWORD);
  staff = t.client();
  await staff.login("technik@example.cz", PASSWORD);
  ops = (await t.client().get(`/api/new/service/operations/?color=${IPHONE_COLOR}`)).body.choices;
});
afterAll(() => t.close());

const visitorRefused = async (url: string) => expect((await t.client().get(url)).status).toBe(401);

describe("the account's buy-backs", () => {
  const URL = "/api/new/buyback/mine/";

  it("lists the customer's own buy-backs, the newest first, with the device, prices, status and signed link", async () => {
    const first = await jana.post("/api/new/buyback/sell/", sellRequest());
    expect(first.status).toBe(201);
    const second = await jana.post("/api/new/buyback/sell/", sellRequest());
    // Another customer's and a guest's sale are not Jana's.
    await petr.post("/api/new/buyback/sell/", sellRequest());
    await t.client().post("/api/new/buyback/sell/", sellRequest());
    // Staff inspect the first and send a counter-offer.
    for (const status of ["awaiting_device", "received", "inspected"])
      expect(
        (await staff.post(`/api/new/buyback/staff/records/${first.body.id}/status/`, { status })).status,
      ).toBe(200);
    const offer = await staff.post(`/api/new/buyback/staff/records/${first.body.id}/status/`, {
      status: "requoted",
      offered_price: 1_000_000,
      offered_quality: "C",
      note: "Prasklé zadní sklo",
    });
    expect(offer.status).toBe(200);

    const res = await jana.get(URL);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.results.map((b: { id: string }) => b.id)).toEqual([second.body.id, first.body.id]);
    const [, requoted] = res.body.results;
    expect(requoted).toEqual({
      id: first.body.id,
      number: first.body.number,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      device: "Apple iPhone 15 Pro, Černý titan",
      status: "requoted",
      price: expect.any(Number),
      offered_price: 1_000_000,
      status_url: expect.stringMatching(new RegExp(`^/vykup/${first.body.id}/\\?key=[\\w-]+$`)),
    });
    // The signed link opens the status page's record in a browser that is neither the seller's session nor logged in.
    const detail = await t
      .client()
      .get(`/api/new/buyback/buyouts/${first.body.id}/${requoted.status_url.split("/").pop()}`);
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe("requoted");
    // Nothing personal is in the list.
    expect(JSON.stringify(res.body)).not.toMatch(/Nováková|710319|2000145399|jana\.novakova/);
  });

  it("is empty for a customer without buy-backs and refuses visitors", async () => {
    const other = t.client();
    await createUser(t.ctx, { email: "nikdo@example.cz", password: PASSWORD });
    await other.login("nikdo@example.cz", PASSWORD);
    expect((await other.get(URL)).body).toEqual({ results: [] });
    await visitorRefused(URL);
  });
});

describe("the account's repairs and claims", () => {
  const URL = "/api/new/service/mine/";

  it("lists the customer's own repair orders and claims with status, price, a pending price change and the status page", async () => {
    const op = (code: string) => ops.find((o) => o.code === code)!.value;
    const repair = await jana.post("/api/new/service/orders/", repairOrder([op("display")]));
    expect(repair.status).toBe(201);
    await petr.post("/api/new/service/orders/", repairOrder([op("battery")]));
    await t.client().post("/api/new/service/orders/", repairOrder([op("battery")]));
    const order = await insertShopOrder(t.ctx, {
      number: "26001042",
      email: "jana@example.cz",
      items: ["Apple iPhone 16 128 GB Černá"],
    });
    const claim = await jana.post("/api/new/service/claims/", {
      order_number: "26001042",
      order_item: order.items[0]!.id,
      fault: "Telefon se sám restartuje a přestal nabíjet.",
      handover: "courier",
      pickup_address: { street: "Vinohradská 12", city: "Praha", postcode: "120 00" },
      customer: { name: "Jana Nováková", email: "jana@example.cz", phone: "+420 602 222 333" },
      consent: true,
    });
    expect(claim.status).toBe(201);
    // The claim is an hour younger than the repair: the newest comes first whatever the ids.
    await t.ctx.db
      .update(serviceOrders)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(serviceOrders.number, repair.body.number));
    const [row] = await t.ctx.db
      .select({ id: serviceOrders.id })
      .from(serviceOrders)
      .where(eq(serviceOrders.number, repair.body.number));
    const staffOrder = `/api/new/service/admin/orders/${row!.id}`;
    expect((await staff.post(`${staffOrder}/status/`, { status: "diagnosing" })).status).toBe(200);
    expect(
      (await staff.post(`${staffOrder}/price-changes/`, { new_price: 450_000, reason: "Vadná i baterie" }))
        .status,
    ).toBe(200);

    const res = await jana.get(URL);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.results).toEqual([
      {
        number: claim.body.number,
        kind: "claim",
        status: "received",
        created_at: expect.any(String),
        device_label: expect.stringContaining("iPhone 16"),
        agreed_price: 0,
        pending_price: null,
        status_url: claim.body.status_url,
      },
      {
        number: repair.body.number,
        kind: "repair",
        status: "diagnosing",
        created_at: expect.any(String),
        device_label: expect.stringContaining("iPhone 15 Pro"),
        agreed_price: expect.any(Number),
        pending_price: 450_000,
        status_url: repair.body.status_url,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Nováková|Vinohradská|602 222/);
  });

  it("shows another customer only theirs, and refuses visitors", async () => {
    const res = await petr.get(URL);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0].kind).toBe("repair");
    await visitorRefused(URL);
  });
});

describe("the account's reviews", () => {
  const URL = "/api/new/product-reviews/user-profile/reviews/";
  const review = (over: Record<string, unknown> = {}) => ({
    master_product: masterSeo,
    rating: 4,
    pros: "Fotoaparát",
    cons: "",
    text: "Spokojenost, jen baterie by mohla vydržet déle.",
    fullname: "Jana N.",
    ...over,
  });

  it("lists the customer's own reviews, the newest first, waiting for approval until staff publish them", async () => {
    const first = await jana.post("/api/new/product-reviews/product-review/product-review/", review());
    expect(first.status).toBe(201);
    const second = await jana.post(
      "/api/new/product-reviews/product-review/product-review/",
      review({ rating: 5, text: "Po měsíci ještě lepší." }),
    );
    await petr.post("/api/new/product-reviews/product-review/product-review/", review({ fullname: "Petr" }));
    await t
      .client()
      .post("/api/new/product-reviews/product-review/product-review/", review({ fullname: "Host" }));
    expect(
      (await staff.patch(`/api/new/product-reviews/admin/approve/${first.body.id}/`, { approved: true }))
        .status,
    ).toBe(200);

    const res = await jana.get(URL);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        id: second.body.id,
        product: { name: "Google Pixel 9", seo_name: expect.any(String) },
        rating: 5,
        pros: "Fotoaparát",
        cons: "",
        text: "Po měsíci ještě lepší.",
        status: "pending",
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
      expect.objectContaining({ id: first.body.id, rating: 4, status: "approved" }),
    ]);
    // The product link is the variant on sale.
    expect(res.body.results[0].product.seo_name).toBe(productSeo);
  });

  it("is empty without reviews and refuses visitors", async () => {
    const other = t.client();
    await createUser(t.ctx, { email: "bez-recenzi@example.cz", password: PASSWORD });
    await other.login("bez-recenzi@example.cz", PASSWORD);
    expect((await other.get(URL)).body).toEqual({ results: [] });
    await visitorRefused(URL);
  });
});

describe("the account's newsletter box", () => {
  const URL = "/api/new/news/subscriber/account/";
  const outbox = async (to: string) =>
    (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.to === to && m.kind === "newsletter-confirm");

  it("subscribes a verified account's address at once and unsubscribes it at once, in the shop's language", async () => {
    expect((await jana.get(URL)).body).toEqual({ state: "none" });
    const on = await jana.put(URL, { subscribed: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ state: "subscribed", message: "Odebíráte novinky e-mailem." });
    expect((await jana.get(URL)).body).toEqual({ state: "subscribed" });
    expect(await outbox("jana@example.cz")).toEqual([]);
    // Encrypted at rest, found by its lookup hash.
    const raw = await queryRows(t.ctx.db, sql`select email from subscribers`);
    expect(JSON.stringify(raw)).not.toContain("jana@example.cz");
    const [row] = await t.ctx.db.select().from(subscribers);
    expect(row).toMatchObject({ email: "jana@example.cz", language: "cs" });
    expect(row!.confirmedAt).not.toBeNull();

    const off = await jana.put(URL, { subscribed: false });
    expect(off.body).toEqual({ state: "none", message: "Odběr novinek byl zrušen." });
    expect((await jana.get(URL)).body).toEqual({ state: "none" });
    // Subscribing again keeps the first confirmation.
    await jana.put(URL, { subscribed: true });
    const [again] = await t.ctx.db.select().from(subscribers);
    expect(again!.confirmedAt).toEqual(row!.confirmedAt);
    expect(again!.unsubscribedAt).toBeNull();
  });

  it("sends an address not verified yet the confirmation e-mail first (double opt-in)", async () => {
    const res = await petr.put(URL, { subscribed: true });
    expect(res.body).toEqual({
      state: "pending",
      message: "Poslali jsme vám e-mail s odkazem pro potvrzení odběru.",
    });
    expect(await outbox("petr@example.cz")).toHaveLength(1);
    expect((await petr.get(URL)).body).toEqual({ state: "pending" });
    // Once the account is verified, ticking the box subscribes at once.
    await t.ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.emailLookup, lookupHash("petr@example.cz")));
    expect((await petr.put(URL, { subscribed: true })).body.state).toBe("subscribed");
  });

  it("answers bad input with a 400 and field errors, and refuses visitors", async () => {
    const bad = await jana.put(URL, { subscribed: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.subscribed).toEqual([expect.any(String)]);
    await visitorRefused(URL);
    expect((await t.client().put(URL, { subscribed: true })).status).toBe(401);
  });
});
