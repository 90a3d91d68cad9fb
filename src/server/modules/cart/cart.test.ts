import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOffers } from "../../db/schema.js";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";
import { setBuybackBonusSource } from "./buyback-bonus.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  await createUser(t.ctx, { email: "petr@example.cz", password: "Heslo123!" });
});
afterAll(() => t.close());

describe("cart", () => {
  it("adds a phone with insurance, warranty and prolonged warranty as one package", async () => {
    const c = t.client();
    const res = await c.post("/api/new/cart/add/", {
      product: f.phone.id,
      generalTuito: f.general.id,
      screenTuito: f.screen.id,
      mp_warranty: { month_count: 24 },
      prolongWarranty: { code: f.prolong.code },
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.message).toBe("Produkt byl přidán do košíku.");
    const pk = await c.get("/api/new/cart/packages/");
    expect(pk.body.packages).toHaveLength(1);
    expect(pk.body.packages[0].items.map((i: any) => i.kind).sort()).toEqual([
      "insurance",
      "insurance",
      "prolong",
      "warranty",
    ]);
    expect(pk.body.total).toBe(1_999_000 + 249_000 + 99_000 + 149_000 + 199_000);
    // an accessory into the package
    const acc = await c.post("/api/new/cart/add/", {
      product: f.acc.id,
      cart_package_item_parent_id: res.body.package_id,
      quantity: 2,
    });
    expect(acc.body.count).toBe(3);
    expect((await c.get("/api/new/cart/count/")).body).toEqual({ count: 3 });
    // remove the accessory by seo name within its package
    const rm = await c.post("/api/new/cart/remove/", {
      product_seo_name: f.acc.seoName,
      parent_package_product_seo_name: f.phone.seoName,
    });
    expect(rm.body.count).toBe(1);
  });

  it("adds the same plain product again to its line (at most 99 pieces), counting pieces", async () => {
    const c = t.client();
    const first = await c.post("/api/new/cart/add/", { product: f.acc.id, quantity: 2 });
    expect(first.body.count).toBe(2);
    const again = await c.post("/api/new/cart/add/", { product: f.acc.id, quantity: 3 });
    expect(again.body).toMatchObject({ package_id: first.body.package_id, count: 5 });
    const many = await c.post("/api/new/cart/add/", { product: f.acc.id, quantity: 99 });
    expect(many.body).toMatchObject({ package_id: first.body.package_id, count: 99 });
    const pk = (await c.get("/api/new/cart/packages/")).body;
    expect(pk.packages.map((p: any) => [p.product.id, p.quantity])).toEqual([[f.acc.id, 99]]);
  });

  it("patches a package: quantity, insurance, warranty months and prolonged warranty", async () => {
    const c = t.client();
    const { body } = await c.post("/api/new/cart/add/", { product: f.phone.id });
    const id = body.package_id;
    const patched = await c.patch(`/api/new/cart/package-product/${id}/`, {
      quantity: 2,
      selected_insurance_ids: [f.screen.id],
      warranty_month_value: 24,
      prolong_warranty_code: null,
    });
    expect(patched.status).toBe(200);
    const pkg = (await c.get(`/api/new/cart/package-product/${id}/`)).body;
    expect(pkg.quantity).toBe(2);
    expect(pkg.items.map((i: any) => i.service_offer_id).sort()).toEqual([f.screen.id, f.warranty.id].sort());
    const bad = await c.patch(`/api/new/cart/package-product/${id}/`, { warranty_month_value: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.warranty_month_value).toEqual(["Tuto službu nelze k produktu zvolit."]);
    await c.post("/api/new/cart/prolong-warranty/", { package_id: id, code: f.prolong.code });
    expect((await c.get(`/api/new/cart/package-product/${id}/`)).body.items).toHaveLength(3);
    await c.delete(`/api/new/cart/prolong-warranty/?package_id=${id}`);
    expect((await c.get(`/api/new/cart/package-product/${id}/`)).body.items).toHaveLength(2);
  });

  it("asks to reselect insurance whose price changed and charges nothing for it", async () => {
    const c = t.client();
    await c.post("/api/new/cart/add/", { product: f.phone.id, screenTuito: f.screen.id });
    await t.ctx.db.update(serviceOffers).set({ price: 109_000 }).where(eq(serviceOffers.id, f.screen.id));
    const pk = (await c.get("/api/new/cart/packages/")).body;
    expect(pk.messages).toContain("Cena pojištění se od vašeho výběru změnila. Vyberte jej prosím znovu.");
    expect(pk.packages[0].items[0].needs_reselect).toBe(true);
    expect(pk.total).toBe(1_999_000);
    await t.ctx.db.update(serviceOffers).set({ price: 99_000 }).where(eq(serviceOffers.id, f.screen.id));
  });

  it("keeps a guest cart through login (merged) and shows nothing after logout", async () => {
    const c = t.client();
    await c.login("petr@example.cz", "Heslo123!");
    await c.post("/api/new/cart/add/", { product: f.acc.id });
    await c.post("/api/new/accounts/logout/");
    expect((await c.get("/api/new/cart/count/")).body.count).toBe(0);
    await c.post("/api/new/cart/add/", { product: f.phone.id });
    await c.login("petr@example.cz", "Heslo123!");
    expect((await c.get("/api/new/cart/count/")).body.count).toBe(2);
    // another device of the same customer sees the same cart
    const other = t.client();
    await other.login("petr@example.cz", "Heslo123!");
    expect((await other.get("/api/new/cart/count/")).body.count).toBe(2);
  });

  it("works as a plain form post before the page's script runs", async () => {
    const c = t.client();
    await c.get("/api/new/core/routes/");
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/new/cart/add/",
      payload: `product=${f.phone.id}&mp_warranty[month_count]=24&next=/iphone-15/`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://shop.test:3000",
        host: "shop.test:3000",
        cookie,
      },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/iphone-15/");
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/new/cart/add/",
      payload: `product=${f.phone.id}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        host: "localhost:80",
      },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("answers 400 with field errors for bad input, never 500", async () => {
    const c = t.client();
    const res = await c.post("/api/new/cart/add/", { product: "abc", quantity: 0 });
    expect(res.status).toBe(400);
    expect(res.body.product).toHaveLength(1);
    expect(res.body.quantity).toHaveLength(1);
    const missing = await c.post("/api/new/cart/add/", { product: 999999 });
    expect(missing.status).toBe(400);
    expect(missing.body.product).toEqual(["Produkt se nepodařilo načíst."]);
    expect((await c.post("/api/new/cart/remove/", {})).status).toBe(400);
  });

  it("attaches an accepted buy-back quote and its bonus to a package", async () => {
    setBuybackBonusSource({
      acceptedQuote: async (_ctx, id) =>
        id === "BB-1"
          ? { id, price: 500_000, productTypeCode: "phone", manufacturerId: null, quality: "A" }
          : null,
      bonusPercent: async () => 10,
    });
    const c = t.client();
    const { body } = await c.post("/api/new/cart/add/", { product: f.phone.id });
    const res = await c.post("/api/new/cart/buyback-bonus/", {
      package_id: body.package_id,
      buyout_quote_id: "BB-1",
    });
    expect(res.body.packages[0].buyout_bonus).toEqual({ quote_id: "BB-1", percent: 10, amount: 50_000 });
    expect(res.body.total).toBe(1_999_000 - 50_000);
    expect(
      (await c.post("/api/new/cart/buyback-bonus/", { package_id: body.package_id, buyout_quote_id: "nope" }))
        .status,
    ).toBe(400);
    const del = await c.delete(`/api/new/cart/buyback-bonus/?package_id=${body.package_id}`);
    expect(del.body.total).toBe(1_999_000);
  });

  it("offers installments of at least two companies and the best options", async () => {
    const c = t.client();
    const data = (await c.get(`/api/new/cart/installment/?product=${f.phone.id}`)).body;
    expect(data.companies.filter((x: any) => x.eligible).length).toBeGreaterThanOrEqual(2);
    expect(data.arrange_types).toEqual(["on-store", "online"]);
    const best = (await c.get("/api/new/cart/installment-best/?price=1999000")).body;
    expect(best.options[0].overpay).toBe(0);
    const lease = await c.get(`/api/new/special-offers/product/lease-info/${f.master.id}/`);
    expect(lease.body.options.length).toBeGreaterThan(0);
  });
});
