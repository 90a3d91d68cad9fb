import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAddresses, orderItems, orders, priceListPrices, priceLists } from "../../db/schema.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser, findUserByEmail } from "../accounts/accounts.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
const PW = "Heslo123!x";
const day = 86_400_000;

async function as(email: string): Promise<TestClient> {
  const c = t.client();
  await c.login(email, PW);
  return c;
}

/** A list with one price for the phone (minor units); validity relative to now in days. */
async function list(
  group: "registered" | "business" | "shop",
  price: number,
  opts: { from?: number; to?: number; market?: "cz" | "ro"; active?: boolean; productId?: number } = {},
) {
  const [row] = await t.ctx.db
    .insert(priceLists)
    .values({
      name: `${group} ${price}`,
      market: opts.market ?? "cz",
      customerGroup: group,
      validFrom: opts.from === undefined ? null : new Date(Date.now() + opts.from * day),
      validTo: opts.to === undefined ? null : new Date(Date.now() + opts.to * day),
      isActive: opts.active ?? true,
    })
    .returning();
  await t.ctx.db
    .insert(priceListPrices)
    .values({ priceListId: row.id, productId: opts.productId ?? f.phone.id, price });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  for (const [email, role] of [
    ["reg@example.cz", "customer"],
    ["firma@example.cz", "customer"],
    ["prodejna@example.cz", "shop"],
    ["katalog@example.cz", "catalog"],
    ["sklad@example.cz", "warehouse"],
  ] as const)
    await createUser(t.ctx, { email, password: PW, role, firstName: "Test", verified: true });
  const firmUser = await findUserByEmail(t.ctx, "firma@example.cz");
  await t.ctx.db.insert(customerAddresses).values({
    userId: firmUser!.id,
    kind: "billing",
    isDefault: true,
    firstName: "Jan",
    lastName: "Novák",
    street: "Dlouhá 1",
    city: "Praha",
    postcode: "11000",
    country: "CZ",
    company: "Novák s.r.o.",
    companyId: "27074358",
  });
  // Retail is 19 990 Kč. Valid: registered 19 500, business 19 000, shop 18 000. Ignored: an
  // expired, a scheduled, a switched-off and a Romanian list lower still, and one above retail.
  await list("registered", 1_950_000);
  await list("business", 1_900_000, { from: -1, to: 30 });
  await list("shop", 1_800_000);
  await list("registered", 1_000_000, { from: -10, to: -1 });
  await list("registered", 1_000_000, { from: 30 });
  await list("business", 1_000_000, { active: false });
  await list("registered", 1_000_000, { market: "ro" });
  await list("registered", 2_500_000, { productId: f.acc.id });
});
afterAll(() => t.close());

const productUrl = () => `/api/new/catalog/product/${f.phone.seoName}/`;

describe("price levels", () => {
  it("resolves the lowest valid price of the shopper's groups, never above retail", async () => {
    const anon = await t.client().get(productUrl());
    expect(anon.body.price).toBe(1_999_000);
    expect(anon.body.retail_price).toBeUndefined();
    const reg = await (await as("reg@example.cz")).get(productUrl());
    expect(reg.body).toMatchObject({ price: 1_950_000, retail_price: 1_999_000 });
    // a business customer gets the registered lists too, and the lowest wins
    expect((await (await as("firma@example.cz")).get(productUrl())).body.price).toBe(1_900_000);
    expect((await (await as("prodejna@example.cz")).get(productUrl())).body.price).toBe(1_800_000);
    // staff see retail prices
    expect((await (await as("katalog@example.cz")).get(productUrl())).body.price).toBe(1_999_000);
    // a list price above retail is never charged: the accessory stays at retail
    const variants = reg.body.variants ?? [];
    const acc = variants.find((v: { id: number }) => v.id === f.acc.id);
    if (acc) expect(acc.price).toBe(f.acc.price);
  });

  it("keeps the cached retail answer away from customers and their answers away from caches", async () => {
    const first = await t.client().get(productUrl());
    expect(first.headers["cache-control"]).toMatch(/^public/);
    const c = await as("reg@example.cz");
    const mine = await c.get(productUrl());
    expect(mine.body.price).toBe(1_950_000);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    // and the anonymous answer after it is still retail (the level price was not cached)
    expect((await t.client().get(productUrl())).body.price).toBe(1_999_000);
    const page = await c.get(`/api/new/catalog/page/?path=${f.phone.seoName}`);
    expect(page.body.product.price).toBe(1_950_000);
    expect((await t.client().get(`/api/new/catalog/page/?path=${f.phone.seoName}`)).body.product.price).toBe(
      1_999_000,
    );
  });

  it("prices cards with the shopper's level in the same statement", async () => {
    const url = `/api/new/catalog/cards/?ids=${f.phone.id},${f.acc.id}`;
    const anon = (await t.client().get(url)).body.items;
    expect(anon[0].price).toBe(1_999_000);
    const firm = await (await as("firma@example.cz")).get(url);
    expect(firm.body.items[0]).toMatchObject({ id: f.phone.id, price: 1_900_000, retail_price: 1_999_000 });
    expect(firm.body.items[1].price).toBe(f.acc.price);
    expect(firm.headers["cache-control"]).toBe("private, no-store");
    expect((await t.client().get(url)).body.items[0].price).toBe(1_999_000);
  });

  it("charges the level price in the cart and keeps it on the order line", async () => {
    const c = await as("firma@example.cz");
    await c.post("/api/new/cart/add/", { product: f.phone.id });
    await c.post("/api/new/checkout/delivery/", { type_delivery_code: "ppl" });
    const sum = await c.post("/api/new/checkout/payment/", { type_payment: "card" });
    expect(sum.body.total).toBe(1_900_000);
    const res = await c.post("/api/new/checkout/finish/", finishPayload({ type_delivery_code: "ppl" }));
    expect(res.status).toBe(201);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
    const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.find((l) => l.productId === f.phone.id)?.unitPrice).toBe(1_900_000);
    expect(order.itemsTotal).toBe(1_900_000);
    // a guest's cart pays retail
    const g = t.client();
    await g.post("/api/new/cart/add/", { product: f.phone.id });
    const cart = (await g.get("/api/new/cart/packages/")).body;
    expect(cart.packages[0].unit_price).toBe(1_999_000);
  });
});

describe("price list staff routes", () => {
  const body = { name: "Firemní ceny", market: "cz", customer_group: "business" };

  it("refuses visitors (401), customers and staff without the catalogue (403)", async () => {
    expect((await t.client().get("/api/new/pricing/price-lists/")).status).toBe(401);
    expect((await (await as("reg@example.cz")).get("/api/new/pricing/price-lists/")).status).toBe(403);
    expect((await (await as("sklad@example.cz")).post("/api/new/pricing/price-lists/", body)).status).toBe(
      403,
    );
    expect(
      (await (await as("reg@example.cz")).get(`/api/new/pricing/products/${f.master.id}/activity/`)).status,
    ).toBe(403);
  });

  it("creates, edits, prices, imports and deletes a list; bad input is a 400 in Czech", async () => {
    const c = await as("katalog@example.cz");
    const bad = await c.post("/api/new/pricing/price-lists/", {
      name: "",
      market: "cz",
      customer_group: "vip",
      valid_from: "2026-12-01",
      valid_to: "2026-11-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toEqual(["Tato hodnota je požadována."]);
    expect(bad.body.customer_group[0]).toMatch(/^[A-ZÁ-Ž]/);
    const order = await c.post("/api/new/pricing/price-lists/", {
      ...body,
      valid_from: "2026-12-01",
      valid_to: "2026-11-01",
    });
    expect(order.body.valid_to).toEqual(["Čas „do“ musí být po čase „od“."]);

    const created = await c.post("/api/new/pricing/price-lists/", { ...body, valid_from: "2026-01-01" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: "active", price_count: 0, customer_group: "business" });
    const id = created.body.id;
    const edited = await c.put(`/api/new/pricing/price-lists/${id}/`, {
      ...body,
      name: "Firmy",
      is_active: false,
    });
    expect(edited.body).toMatchObject({ name: "Firmy", state: "inactive" });

    const unknown = await c.put(`/api/new/pricing/price-lists/${id}/prices/`, {
      items: [
        { code: f.phone.code, price: 1_500_000 },
        { code: "NENI", price: 100 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.items["1"].code).toEqual(["Produkt s kódem NENI neexistuje."]);
    const set = await c.put(`/api/new/pricing/price-lists/${id}/prices/`, {
      items: [{ code: f.phone.code, price: 1_500_000 }],
    });
    expect(set.body).toEqual({ set: 1, removed: 0 });

    const badCsv = await c.post(`/api/new/pricing/price-lists/${id}/import/`, {
      csv: `kód;cena\n${f.acc.code};12 990,50\nXYZ;100\n${f.phone.code};abc`,
    });
    expect(badCsv.status).toBe(400);
    expect(badCsv.body.csv).toContain(
      "Řádek 4: čekám „kód;cena“, cenu jako číslo (např. 12 990 nebo 1299,50), nebo prázdnou cenu pro odebrání.",
    );
    expect(badCsv.body.csv).toContain("Řádek 3: produkt s kódem XYZ neexistuje.");
    const csv = await c.post(`/api/new/pricing/price-lists/${id}/import/`, {
      csv: `kód;cena\n${f.acc.code};12 990,50\n${f.phone.code};`,
    });
    expect(csv.body).toEqual({ set: 1, removed: 1 });
    const prices = (await c.get(`/api/new/pricing/price-lists/${id}/prices/`)).body;
    expect(prices.results).toEqual([
      expect.objectContaining({ code: f.acc.code, price: 1_299_050, retail_price: f.acc.price }),
    ]);
    expect((await c.get(`/api/new/pricing/price-lists/?customer_group=business`)).body.count).toBeGreaterThan(
      0,
    );

    expect((await c.delete(`/api/new/pricing/price-lists/${id}/`)).body.ok).toBe(true);
    expect((await c.get(`/api/new/pricing/price-lists/${id}/`)).status).toBe(404);
    expect((await c.get(`/api/new/pricing/price-lists/${id}/`)).body.message).toBe("Ceník nebyl nalezen.");
  });

  it("answers in Romanian on the Romanian market", async () => {
    const ro = await createTestApp({ market: "ro" });
    try {
      await createUser(ro.ctx, { email: "k@example.ro", password: PW, role: "catalog", verified: true });
      const c = ro.client();
      await c.login("k@example.ro", PW);
      const bad = await c.post("/api/new/pricing/price-lists/", { market: "ro", customer_group: "shop" });
      expect(bad.status).toBe(400);
      expect(bad.body.name[0]).not.toBe("Tato hodnota je požadována.");
    } finally {
      await ro.close();
    }
  });

  it("shows a model's sales over 7, 21, 42 and 90 days and its levels", async () => {
    const c = await as("katalog@example.cz");
    const a = (await c.get(`/api/new/pricing/products/${f.master.id}/activity/`)).body;
    expect(a.windows.map((w: { days: number }) => w.days)).toEqual([7, 21, 42, 90]);
    // the business order above sold one phone at 19 000 Kč
    expect(a.windows[0]).toMatchObject({ sold: 1, revenue: 1_900_000 });
    expect(a.windows[3].sold).toBe(1);
    expect(a.levels.map((l: { price: number }) => l.price).sort()).toEqual([
      1_800_000, 1_900_000, 1_950_000, 2_500_000,
    ]);
  });
});
