import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, products } from "../../db/schema.js";
import { createDiscount, finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let staff: TestClient;
let glassId: number;
const LIST = "/api/new/action-packages/admin/packages/";

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  const [glass] = await t.ctx.db
    .insert(products)
    .values({
      masterProductId: f.master.id,
      code: `GLASS-${f.phone.code}`,
      seoName: `glass-${f.phone.seoName}`,
      name: "Tvrzené sklo iPhone 15",
      price: 39_900,
      vatRate: 21,
      warehouseStock: 30,
    })
    .returning();
  glassId = glass.id;
  await createUser(t.ctx, { email: "marketing@example.cz", password: "Heslo123!", role: "catalog" });
  await createUser(t.ctx, { email: "sklad@example.cz", password: "Heslo123!", role: "warehouse" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("marketing@example.cz", "Heslo123!");
});
afterAll(() => t.close());

/** Phone 19 990 + case 499 + glass 399 = 20 888 Kč; the package 19 990 Kč. */
const input = (over: Record<string, unknown> = {}) => ({
  name_cs: "iPhone 15 s obalem a sklem",
  name_ro: "iPhone 15 cu husă și folie",
  price: 1_999_000,
  is_active: true,
  parts: [
    { product_id: f.phone.id, quantity: 1 },
    { product_id: f.acc.id, quantity: 1 },
    { product_id: glassId, quantity: 1 },
  ],
  ...over,
});

async function newPackage(over: Record<string, unknown> = {}): Promise<number> {
  const res = await staff.post(LIST, input(over));
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("staff: action packages", () => {
  it("refuses visitors (401), customers and staff without marketing (403)", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    const warehouse = t.client();
    await warehouse.login("sklad@example.cz", "Heslo123!");
    const calls: [string, string, unknown?][] = [
      ["GET", LIST],
      ["POST", LIST, input()],
      ["GET", `${LIST}1/`],
      ["PUT", `${LIST}1/`, input()],
      ["GET", "/api/new/action-packages/admin/products/?q=iphone"],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.client().request(method as "GET", url, body)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(403);
      expect((await warehouse.request(method as "GET", url, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it("answers bad input with Czech field errors, never a 500", async () => {
    const empty = await staff.post(LIST, {});
    expect(empty.status).toBe(400);
    expect(empty.body.name_cs).toEqual(["Tato hodnota je požadována."]);
    const one = await staff.post(LIST, input({ parts: [{ product_id: f.phone.id, quantity: 1 }] }));
    expect(one.status).toBe(400);
    expect(one.body.parts).toEqual(["Balíček musí mít alespoň dvě různé části."]);
    const dear = await staff.post(LIST, input({ price: 2_088_800 }));
    expect(dear.status).toBe(400);
    expect(dear.body.price).toEqual([
      "Cena balíčku musí být nižší než součet cen jeho částí (20\u00a0888\u00a0Kč).",
    ]);
    const unknown = await staff.post(
      LIST,
      input({
        parts: [
          { product_id: f.phone.id, quantity: 1 },
          { product_id: 999_999, quantity: 1 },
        ],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.parts["1"].product_id).toEqual([
      "Produkt neexistuje nebo se na tomto trhu neprodává.",
    ]);
    const order = await staff.post(LIST, input({ valid_from: "2026-12-10", valid_to: "2026-12-01" }));
    expect(order.status).toBe(400);
    expect(order.body.valid_to).toBeDefined();
    expect((await staff.get(`${LIST}abc/`)).status).toBe(400);
    expect((await staff.get(`${LIST}999999/`)).status).toBe(404);
  });

  it("creates, lists, finds products for and edits a package", async () => {
    const id = await newPackage();
    const detail = (await staff.get(`${LIST}${id}/`)).body;
    expect(detail.parts.map((p: { product_id: number }) => p.product_id)).toEqual([
      f.phone.id,
      f.acc.id,
      glassId,
    ]);
    expect(detail.parts_total).toBe(2_088_800);
    const list = (await staff.get(`${LIST}?search=${encodeURIComponent("obalem")}`)).body;
    expect(list.results.some((r: { id: number }) => r.id === id)).toBe(true);
    const pick = (await staff.get("/api/new/action-packages/admin/products/?q=sklo")).body;
    expect(pick.results.map((r: { id: number }) => r.id)).toContain(glassId);
    const put = await staff.put(`${LIST}${id}/`, input({ name_cs: "Přejmenovaný", price: 1_900_000 }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name_cs: "Přejmenovaný", price: 1_900_000 });
  });
});

describe("storefront: the package offer, the cart and the order", () => {
  let pkgId: number;
  beforeAll(async () => {
    pkgId = await newPackage({ name_cs: "Balíček do košíku" });
  });

  it("offers the package on each part's product page with its saving", async () => {
    const res = await t.client().get(`/api/new/action-packages/product/${f.acc.id}/`);
    expect(res.status).toBe(200);
    const offer = res.body.offers.find((o: { id: number }) => o.id === pkgId);
    expect(offer).toMatchObject({
      price: 1_999_000,
      parts_total: 2_088_800,
      saving: 89_800,
      available: true,
    });
    expect(offer.parts).toHaveLength(3);
    expect((await t.client().get("/api/new/action-packages/product/0/")).status).toBe(400);
  });

  it("keeps a package as one group at its package price; counts and removal apply to the whole package", async () => {
    const c = t.client();
    const add = await c.post("/api/new/cart/action-packages/", { package_id: pkgId });
    expect(add.status).toBe(200);
    const read = await c.get("/api/new/cart/packages/");
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    let cart = read.body;
    expect(cart.packages).toEqual([]);
    expect(cart.action_packages).toHaveLength(1);
    const group = cart.action_packages[0];
    expect(group).toMatchObject({
      package_id: pkgId,
      quantity: 1,
      unit_price: 1_999_000,
      line_price: 1_999_000,
    });
    expect(
      group.parts.reduce(
        (s: number, p: { unit_price: number; quantity: number }) => s + p.unit_price * p.quantity,
        0,
      ),
    ).toBe(1_999_000);
    expect(cart.total).toBe(1_999_000);
    expect(cart.count).toBe(3);

    const two = await c.patch(`/api/new/cart/action-packages/${group.id}/`, { quantity: 2 });
    expect(two.status).toBe(200);
    expect(two.body.total).toBe(3_998_000);
    expect(two.body.count).toBe(6);
    expect((await c.patch(`/api/new/cart/action-packages/${group.id}/`, { quantity: 0 })).status).toBe(400);
    expect((await c.patch("/api/new/cart/action-packages/999999/", { quantity: 1 })).status).toBe(404);

    const gone = await c.delete(`/api/new/cart/action-packages/${group.id}/`);
    expect(gone.status).toBe(200);
    expect(gone.body.action_packages).toEqual([]);
    expect(gone.body.count).toBe(0);
    cart = (await c.get("/api/new/cart/packages/")).body;
    expect(cart.total).toBe(0);
  });

  it("refuses a package whose part is out of stock, naming the part in Czech", async () => {
    const [scarce] = await t.ctx.db
      .insert(products)
      .values({
        masterProductId: f.master.id,
        code: `SCARCE-${f.phone.code}`,
        seoName: `scarce-${f.phone.seoName}`,
        name: "Nabíječka 20 W",
        price: 59_900,
        warehouseStock: 1,
      })
      .returning();
    const id = await newPackage({
      price: 2_000_000,
      parts: [
        { product_id: f.phone.id, quantity: 1 },
        { product_id: scarce.id, quantity: 1 },
      ],
    });
    const c = t.client();
    expect((await c.post("/api/new/cart/action-packages/", { package_id: id })).status).toBe(200);
    const [{ id: line }] = (await c.get("/api/new/cart/packages/")).body.action_packages;
    const more = await c.patch(`/api/new/cart/action-packages/${line}/`, { quantity: 2 });
    expect(more.status).toBe(400);
    expect(more.body.quantity).toEqual([
      "Nabíječka 20 W není skladem v potřebném množství, balíček teď nelze koupit.",
    ]);
    await t.ctx.db.update(products).set({ warehouseStock: 0 }).where(eq(products.id, scarce.id));
    const none = await t.client().post("/api/new/cart/action-packages/", { package_id: id });
    expect(none.status).toBe(400);
    expect(none.body.package_id[0]).toContain("Nabíječka 20 W není skladem");
    const offer = (await t.client().get(`/api/new/action-packages/product/${f.phone.id}/`)).body.offers.find(
      (o: { id: number }) => o.id === id,
    );
    expect(offer).toMatchObject({ available: false });
    // the order is refused too: the part's stock ran out after it was put in the cart
    const res = await c.post(
      "/api/new/checkout/finish/",
      finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Nabíječka 20 W není skladem v potřebném množství, balíček teď nelze koupit.",
    );
    const cart = (await c.get("/api/new/cart/packages/")).body;
    expect(cart.messages).toContain(res.body.message);
  });

  it("orders each part as its own line, the lines summing to the package price, marked with the package", async () => {
    const c = t.client();
    await c.post("/api/new/cart/action-packages/", { package_id: pkgId });
    const res = await c.post(
      "/api/new/checkout/finish/",
      finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
    );
    expect(res.status).toBe(201);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.productId).sort()).toEqual([f.phone.id, f.acc.id, glassId].sort());
    expect(items.reduce((s, i) => s + i.finalPrice, 0)).toBe(1_999_000);
    expect(
      items.every((i) => i.actionPackageId === pkgId && i.actionPackageName === "Balíček do košíku"),
    ).toBe(true);
    expect(items.every((i) => i.vatRate === 21 && i.parentItemId === null)).toBe(true);
    expect(order.total).toBe(1_999_000 + order.deliveryPrice + order.paymentFee);
    // Staff see which lines came from the package.
    await createUser(t.ctx, { email: "objednavky@example.cz", password: "Heslo123!", role: "staff" });
    const office = t.client();
    await office.login("objednavky@example.cz", "Heslo123!");
    const detail = (await office.get(`/api/new/orders/admin/orders/${order.id}/`)).body;
    expect(detail.items.map((i: { action_package?: string }) => i.action_package)).toEqual([
      "Balíček do košíku",
      "Balíček do košíku",
      "Balíček do košíku",
    ]);
  });

  it("refuses to order a package that ended after it was put in the cart", async () => {
    const id = await newPackage({ name_cs: "Končící" });
    const c = t.client();
    await c.post("/api/new/cart/action-packages/", { package_id: id });
    await staff.put(`${LIST}${id}/`, input({ name_cs: "Končící", is_active: false }));
    const cart = (await c.get("/api/new/cart/packages/")).body;
    expect(cart.action_packages[0].ended).toBe(true);
    expect(cart.messages.join(" ")).toContain("už neplatí");
    const res = await c.post(
      "/api/new/checkout/finish/",
      finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
    );
    expect(res.status).toBe(400);
    expect((await c.post("/api/new/cart/action-packages/", { package_id: id })).status).toBe(400);
  });
});

describe("discounts and packages", () => {
  it("a discount applies to a package only when it says so, and to other lines either way", async () => {
    const pkgId = await newPackage({ name_cs: "Se slevou" });
    const plain = await createDiscount(t.ctx, { marketingName: "Bez balíčků", code: "NOPKG10" });
    const both = await createDiscount(t.ctx, {
      marketingName: "I balíčky",
      code: "PKG10",
      appliesToPackages: true,
    });
    expect(plain.appliesToPackages).toBe(false);

    const c = t.client();
    await c.post("/api/new/cart/action-packages/", { package_id: pkgId });
    await c.post("/api/new/cart/add/", { product: f.acc.id });
    expect((await c.post("/api/new/checkout/discount/add/", { code: "NOPKG10" })).status).toBeLessThan(300);
    let cart = (await c.get("/api/new/cart/packages/")).body;
    // 10 % off the lone case only: the package keeps its price
    expect(cart.action_packages[0].discount).toBe(0);
    expect(cart.discount_total).toBe(4_990);
    expect(cart.total).toBe(1_999_000 + 49_900 - 4_990);

    await c.post("/api/new/checkout/discount/remove/", { code: "NOPKG10" });
    expect((await c.post("/api/new/checkout/discount/add/", { code: "PKG10" })).status).toBeLessThan(300);
    cart = (await c.get("/api/new/cart/packages/")).body;
    expect(cart.action_packages[0].discount).toBe(199_900);
    expect(cart.discount_total).toBe(199_900 + 4_990);
    expect(both.appliesToPackages).toBe(true);
  });

  it("staff set and read the flag on a discount (default no)", async () => {
    const body = { marketing_name: "Balíčková", discount_type: "percentage", discount_value: 5 };
    const made = await staff.post("/api/new/discounts/admin/discounts/", body);
    expect(made.status).toBe(201);
    expect(made.body.applies_to_packages).toBe(false);
    const put = await staff.put(`/api/new/discounts/admin/discounts/${made.body.id}/`, {
      ...body,
      applies_to_packages: true,
    });
    expect(put.body.applies_to_packages).toBe(true);
  });
});
