import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let customerId: number;
let phoneId: number;
const BASE = "/api/new/product-reviews";
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", type: "phone" });
  const m = await f.model({
    name: "Samsung Galaxy S25",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", price: 22990 }],
  });
  phoneId = m.products[0].id;
  await f.model({
    name: "Apple iPhone 16",
    maker: "Apple",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", price: 22990 }],
  });
  await createUser(t.ctx, {
    email: "staff@example.cz",
    password: "Heslo123!",
    role: "staff",
    firstName: "S",
    lastName: "T",
  });
  customerId = await createUser(t.ctx, {
    email: "jana@example.cz",
    password: "Heslo123!",
    firstName: "Jana",
    lastName: "Nováková",
  });
});
afterAll(() => t.close());

const review = {
  master_product: "samsung-galaxy-s25",
  rating: 4,
  pros: "Foťák",
  cons: "Cena",
  text: "Dobrý telefon.",
  fullname: "Petr Svoboda",
};

async function staff() {
  const c = t.client();
  await c.login("staff@example.cz", "Heslo123!");
  return c;
}

describe("reviews", () => {
  it("requires a name and a rating 1-5, with field errors", async () => {
    const res = await t
      .client()
      .post(`${BASE}/product-review/product-review/`, { ...review, fullname: " ", rating: 9 });
    expect(res.status).toBe(400);
    expect(res.body.fullname).toEqual(["Vyplňte prosím jméno."]);
    expect(res.body.rating).toHaveLength(1);
    const unknown = await t
      .client()
      .post(`${BASE}/product-review/product-review/`, { ...review, master_product: "nic" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.master_product).toEqual(["Produkt nebyl nalezen."]);
  });

  it("publishes a review only after staff approval, and hides it again on disapproval", async () => {
    const guest = t.client();
    const created = await guest.post(`${BASE}/product-review/product-review/`, review);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("pending");
    const listed = () => t.client().get(`${BASE}/product/samsung-galaxy-s25/`);
    expect((await listed()).body.summary.count).toBe(0);
    const product = () => t.client().get("/api/new/catalog/product/samsung-galaxy-s25-cerna/");
    expect((await product()).body.rating).toEqual({ average: null, count: 0 });

    const s = await staff();
    const pending = await s.get(`${BASE}/admin/reviews/?status=pending`);
    expect(pending.body.results.map((r: any) => r.id)).toContain(created.body.id);
    const approved = await s.patch(`${BASE}/admin/approve/${created.body.id}/`, { approved: true });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("approved");
    const after = await listed();
    expect(after.body.summary).toEqual({ average: 4, count: 1, distribution: { "4": 1 } });
    expect(after.body.items[0]).toMatchObject({ rating: 4, author: "Petr Svoboda", pros: "Foťák" });
    expect((await product()).body.rating).toEqual({ average: 4, count: 1 });

    await s.patch(`${BASE}/admin/approve/${created.body.id}/`, { approved: false });
    expect((await listed()).body.summary.count).toBe(0);
  });

  it("hides the author of an anonymous review; staff may edit a review", async () => {
    const created = await t
      .client()
      .post(`${BASE}/product-review/product-review/7/`, { ...review, is_anonymous: true, rating: 5 });
    expect(created.status).toBe(201);
    const s = await staff();
    const edited = await s.patch(`${BASE}/admin/update/${created.body.id}/`, { text: "Upravený text." });
    expect(edited.body.text).toBe("Upravený text.");
    await s.patch(`${BASE}/admin/approve/${created.body.id}/`, {});
    const list = await t.client().get(`${BASE}/product/samsung-galaxy-s25/`);
    expect(list.body.items[0]).toMatchObject({ author: null, text: "Upravený text.", rating: 5 });
  });

  it("keeps moderation to staff: 401 for visitors, 403 for customers", async () => {
    expect((await t.client().get(`${BASE}/admin/reviews/`)).status).toBe(401);
    expect((await t.client().patch(`${BASE}/admin/approve/1/`, {})).status).toBe(401);
    const c = t.client();
    await c.login("jana@example.cz", "Heslo123!");
    expect((await c.patch(`${BASE}/admin/approve/1/`, {})).status).toBe(403);
    expect((await c.patch(`${BASE}/admin/update/1/`, { text: "x" })).status).toBe(403);
    expect((await c.get(`${BASE}/admin/reviews/`)).status).toBe(403);
    const s = await staff();
    expect((await s.patch(`${BASE}/admin/approve/99999/`, {})).status).toBe(404);
    expect((await s.patch(`${BASE}/admin/approve/abc/`, {})).status).toBe(400);
    expect((await s.get(`${BASE}/admin/reviews/?status=weird`)).status).toBe(400);
  });

  it("pre-fills the form for a customer and lists products from orders not yet reviewed", async () => {
    const c = t.client();
    expect((await c.get(`${BASE}/user-profile/products-from-orders-to-review/`)).status).toBe(401);
    await c.login("jana@example.cz", "Heslo123!");
    const data = await c.get(`${BASE}/user-data-for-product-review/apple-iphone-16/`);
    expect(data.body).toMatchObject({
      fullname: "Jana Nováková",
      is_authenticated: true,
      already_reviewed: false,
    });
    expect((await c.get(`${BASE}/products-from-orders-to-review/`)).status).toBe(404);

    const [order] = await t.ctx.db
      .insert(orders)
      .values({
        number: "1001",
        token: "tok-1",
        accessKey: "k",
        userId: customerId,
        language: "cs",
        paymentType: "card",
        deliveryCode: "store",
        deliveryName: "Prodejna",
        email: "jana@example.cz",
        emailLookup: "x",
        billing: "{}",
        info: "{}",
        currency: "CZK",
        itemsTotal: 2299000,
        discountTotal: 0,
        deliveryPrice: 0,
        paymentFee: 0,
        total: 2299000,
        vatTotal: 0,
      } as any)
      .returning();
    await t.ctx.db.insert(orderItems).values({
      orderId: order.id,
      productId: phoneId,
      kind: "product",
      code: "X",
      name: "Galaxy",
      quantity: 1,
      unitPrice: 2299000,
      finalPrice: 2299000,
      vatRate: 21,
    } as any);
    const toReview = await c.get(`${BASE}/user-profile/products-from-orders-to-review/`);
    expect(toReview.body.items.map((i: any) => i.name)).toEqual(["Samsung Galaxy S25"]);
    await c.post(`${BASE}/product-review/product-review/`, { ...review, fullname: "Jana" });
    expect((await c.get(`${BASE}/user-profile/products-from-orders-to-review/`)).body.items).toEqual([]);
    expect(
      (await c.get(`${BASE}/user-data-for-product-review/samsung-galaxy-s25/`)).body.already_reviewed,
    ).toBe(true);
  });

  it("lists Samsung products for the Samsung review page", async () => {
    const res = await t.client().get(`${BASE}/products-samsung/`);
    expect(res.body.items.map((i: any) => i.manufacturer)).toEqual(["Samsung"]);
  });
});
