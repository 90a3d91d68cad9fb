import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFactory } from "../../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../../testing/test-app.js";
import type { TestClient } from "../../../testing/test-client.js";
import { createUser } from "../../accounts/accounts.service.js";

const A = "/api/new/catalog/admin";
let t: TestApp;
let staff: TestClient;
let masterId: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const model = await f.model({
    name: "Google Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 20990 },
      { color: "Růžová", memory: 128, price: 20990 },
      { color: "Černá", memory: 128, price: 15990, quality: "A" },
    ],
  });
  masterId = model.master.id;
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, { email: "jana@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
});
afterAll(() => t.close());

describe("a master product's staff page", () => {
  it("reads the model's texts and merchandising with every variant", async () => {
    const res = await staff.get(`${A}/master-products/${masterId}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: masterId,
      name: "Google Pixel 9",
      manufacturer: "Google",
      type: "phone",
    });
    expect(res.body.variants.map((v: any) => [v.color_name, v.quality, v.price])).toEqual([
      ["Černá", "new", 2099000],
      ["Růžová", "new", 2099000],
      ["Černá", "A", 1599000],
    ]);
  });

  it("changes a variant's price and sale price, seen at once by shoppers", async () => {
    const detail = (await staff.get(`${A}/master-products/${masterId}/`)).body;
    const black = detail.variants[0];
    const shopper = t.client();
    expect((await shopper.get(`/api/new/catalog/product/${black.seo_name}/`)).body.price).toBe(2099000);
    const saved = await staff.patch(`${A}/products/${black.id}/`, { price: 1899000, common_price: 2099000 });
    expect(saved.status).toBe(200);
    const seen = (await shopper.get(`/api/new/catalog/product/${black.seo_name}/`)).body;
    expect([seen.price, seen.common_price]).toEqual([1899000, 2099000]);
  });

  it("saves the model's badges and texts", async () => {
    const res = await staff.patch(`${A}/master-products/${masterId}/`, {
      badges: ["tip"],
      description: "Fotoaparát s AI.",
      seo_title: "Pixel 9 levně",
    });
    expect(res.status).toBe(200);
    const detail = (await staff.get(`${A}/master-products/${masterId}/`)).body;
    expect([detail.badges, detail.description, detail.seo_title]).toEqual([
      ["tip"],
      "Fotoaparát s AI.",
      "Pixel 9 levně",
    ]);
  });

  it("refuses bad input in Czech, a missing product with 404, and anyone but staff", async () => {
    const variant = (await staff.get(`${A}/master-products/${masterId}/`)).body.variants[0];
    const bad = await staff.patch(`${A}/products/${variant.id}/`, { price: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.price[0]).toMatch(/nejméně|alespoň|větší/i);
    const badId = await staff.get(`${A}/master-products/abc/`);
    expect(badId.status).toBe(400);
    expect(badId.body.id).toHaveLength(1);
    const missing = await staff.get(`${A}/master-products/999999/`);
    expect([missing.status, missing.body.message]).toEqual([404, "Produkt nebyl nalezen."]);
    expect((await t.client().get(`${A}/master-products/${masterId}/`)).status).toBe(401);
    const customer = t.client();
    await customer.login("jana@example.cz", "Heslo123!");
    expect((await customer.get(`${A}/master-products/${masterId}/`)).status).toBe(403);
  });
});
