import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseOffers } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

const A = "/api/new/content/admin";
const PUBLIC = (pk: number) => `/api/new/leases/time-limited-offer/limited-offers-lease/${pk}/`;
let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let countdownId: number;
let heroId: number;
let productId: number;
let masterId: number;

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!", role: "customer" });
  [staff, customer] = [t.client(), t.client()];
  await staff.login("katalog@example.cz", "Heslo123!");
  await customer.login("zakaznik@example.cz", "Heslo123!");
  const f = catalogFactory(t.ctx);
  const model = await f.model({
    name: "Apple iPhone 15",
    maker: "Apple",
    type: "phone",
    categories: [],
    variants: [{ color: "Černá", memory: 128, price: 19990 }],
  });
  masterId = model.master.id;
  productId = model.products[0]!.id;
  const page = await staff.post(`${A}/landing-pages/`, {
    language: "cs",
    slug: "pronajem",
    title: "Pronájem",
  });
  const add = async (type: string) =>
    (await staff.post(`${A}/landing-pages/${page.body.id}/components/`, { type })).body.id as number;
  countdownId = await add("countdown");
  heroId = await add("hero");
});
afterAll(() => t.close());

const offer = (over: Record<string, unknown> = {}) => ({
  product_id: productId,
  months: 24,
  monthly_price: 89_900,
  valid_to: inHours(48),
  ...over,
});

describe("lease offers of a countdown component (staff)", () => {
  it("refuses visitors (401) and customers (403) on every call", async () => {
    const visitor = t.client();
    const calls: [string, string, unknown?][] = [
      ["GET", `${A}/components/${countdownId}/lease-offers/`],
      ["POST", `${A}/components/${countdownId}/lease-offers/`, offer()],
      ["PUT", `${A}/lease-offers/1/`, offer()],
      ["DELETE", `${A}/lease-offers/1/`],
    ];
    for (const [method, url, body] of calls) {
      expect((await visitor.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it("refuses a missing product, a price of zero or less and a past end with Czech field errors", async () => {
    const url = `${A}/components/${countdownId}/lease-offers/`;
    const missing = await staff.post(url, offer({ product_id: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.product_id).toEqual(["Vyberte produkt nabídky."]);
    const unknown = await staff.post(url, offer({ product_id: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.product_id).toEqual(["Vyberte produkt nabídky."]);
    for (const price of [0, -100]) {
      const bad = await staff.post(url, offer({ monthly_price: price }));
      expect(bad.status).toBe(400);
      expect(bad.body.monthly_price).toEqual(["Měsíční splátka musí být větší než nula."]);
    }
    const past = await staff.post(url, offer({ valid_to: inHours(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.valid_to).toEqual(["Konec platnosti musí být v budoucnosti."]);
    expect((await staff.get(url)).body).toEqual([]);
    // Only a countdown has lease offers.
    expect((await staff.post(`${A}/components/${heroId}/lease-offers/`, offer())).status).toBe(404);
  });

  it("adds, edits and removes an offer; the public call shows it while it runs, never an expired one", async () => {
    const url = `${A}/components/${countdownId}/lease-offers/`;
    await t.ctx.db.insert(leaseOffers).values({
      componentId: countdownId,
      masterProductId: masterId,
      months: 12,
      monthlyPrice: 50_000,
      validFrom: new Date(Date.now() - 48 * 3_600_000),
      validTo: new Date(Date.now() - 3_600_000),
    });
    expect((await t.client().get(PUBLIC(countdownId))).body.offers).toEqual([]);

    const created = await staff.post(url, offer());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      master_product_id: masterId,
      master_product_name: "Apple iPhone 15",
      months: 24,
      monthly_price: 89_900,
      running: true,
    });
    const list = (await staff.get(url)).body as { id: number; running: boolean }[];
    expect(list.map((o) => o.running)).toEqual([false, true]);

    let shown = (await t.client().get(PUBLIC(countdownId))).body.offers;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: created.body.id, monthly_price: 89_900, months: 24 });

    const edited = await staff.put(`${A}/lease-offers/${created.body.id}/`, {
      months: 36,
      monthly_price: 69_900,
      valid_to: inHours(72),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ master_product_id: masterId, months: 36, monthly_price: 69_900 });
    const badEdit = await staff.put(`${A}/lease-offers/${created.body.id}/`, offer({ monthly_price: 0 }));
    expect(badEdit.status).toBe(400);
    shown = (await t.client().get(PUBLIC(countdownId))).body.offers;
    expect(shown[0]).toMatchObject({ months: 36, monthly_price: 69_900 });

    expect((await staff.delete(`${A}/lease-offers/${created.body.id}/`)).status).toBe(200);
    expect((await t.client().get(PUBLIC(countdownId))).body.offers).toEqual([]);
    expect((await staff.delete(`${A}/lease-offers/${created.body.id}/`)).status).toBe(404);
  });
});
