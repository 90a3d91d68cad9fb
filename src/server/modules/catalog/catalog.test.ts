import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { recordStatements } from "../../testing/query-plans.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
let f: ReturnType<typeof catalogFactory>;
let galaxyId: number;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = catalogFactory(t.ctx);
  await f.attribute("storage", "Úložiště", { unit: "GB", valueType: "number" });
  await f.attribute("display_size", "Displej", { unit: "″", valueType: "number" });
  const phones = await f.category({ name: "Mobilní telefony", seo: "telefony", type: "phone" });
  const apple = await f.category({ name: "Apple iPhone", seo: "iphone", parent: phones, filterable: true });
  const samsung = await f.category({
    name: "Samsung Galaxy",
    seo: "galaxy",
    parent: phones,
    filterable: true,
  });
  await f.model({
    name: "Apple iPhone 16",
    maker: "Apple",
    type: "phone",
    categories: [phones.id, apple.id],
    variants: [
      { color: "Černá", memory: 128, price: 22990, common: 24990, attrs: { display_size: 6.1 } },
      { color: "Bílá", memory: 256, price: 25990, attrs: { display_size: 6.1 } },
    ],
  });
  await f.model({
    name: "Apple iPhone 13",
    maker: "Apple",
    type: "phone",
    categories: [phones.id, apple.id],
    variants: [{ color: "Černá", memory: 128, price: 9990, quality: "B", attrs: { display_size: 6.1 } }],
  });
  const galaxy = await f.model({
    name: "Samsung Galaxy S25",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id, samsung.id],
    variants: [{ color: "Modrá", memory: 256, price: 22490, stock: 0, attrs: { display_size: 6.2 } }],
  });
  galaxyId = galaxy.products[0].id;
  await f.model({
    name: "Samsung Galaxy A16",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id, samsung.id],
    variants: [{ color: "Černá", memory: 128, price: 4990, attrs: { display_size: 6.7 } }],
  });
  storeId = (await f.store("praha")).id;
});
afterAll(() => t.close());

const list = (query: string) => t.client().get(`/api/new/catalog/products/?category=telefony${query}`);
const facet = (body: any, key: string) =>
  Object.fromEntries(
    (body.facets.find((x: any) => x.key === key)?.values ?? []).map((v: any) => [v.value, v.count]),
  );

describe("catalogue list", () => {
  it("lists models of a category and its subcategories with cards", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.category.name).toBe("Mobilní telefony");
    const card = res.body.items.find((i: any) => i.name === "Apple iPhone 16");
    expect(card).toMatchObject({
      price: 2299000,
      common_price: 2499000,
      stock_state: "in_stock",
      variant_count: 2,
      manufacturer: "Apple",
    });
    expect(res.headers["surrogate-key"]).toContain("catalog");
  });

  it("counts facet values under the other filters", async () => {
    const res = await list("&manufacturer=samsung&a_storage=256");
    expect(res.body.items.map((i: any) => i.name)).toEqual(["Samsung Galaxy S25"]);
    // Makers under storage=256: both iPhone 16 (its 256 GB variant) and Galaxy S25.
    expect(facet(res.body, "manufacturer")).toEqual({ apple: 1, samsung: 1 });
    // Storage under maker=samsung: S25 has 256, A16 has 128.
    expect(facet(res.body, "a_storage")).toEqual({ "128": 1, "256": 1 });
    expect(facet(res.body, "sub")).toEqual({ galaxy: 1 });
    expect(res.body.price).toMatchObject({ min: 22490, max: 22490 });
    expect((await list("&a_storage=256")).body.price).toMatchObject({ min: 22490, max: 25990 });
  });

  it("updates counts right after a stock change", async () => {
    const before = await list("&availability=in_stock");
    expect(facet(before.body, "availability")).toMatchObject({ in_stock: 3, sold_out: 1 });
    expect(before.body.items.map((i: any) => i.name)).not.toContain("Samsung Galaxy S25");
    await f.stockAt(storeId, galaxyId, 2);
    const atStores = await list("&availability=at_stores");
    expect(atStores.body.items.map((i: any) => i.name)).toEqual(["Samsung Galaxy S25"]);
    expect(facet(atStores.body, "availability")).toMatchObject({ in_stock: 3, at_stores: 1 });
    await t.ctx.db.update(products).set({ warehouseStock: 3 }).where(eq(products.id, galaxyId));
    const after = await list("&availability=in_stock");
    expect(facet(after.body, "availability")).toEqual({ in_stock: 4 });
    expect(after.body.total).toBe(4);
  });

  it("filters by price (whole units) and quality, and sorts", async () => {
    const cheap = await list("&price_to=10000&sort=price_asc");
    expect(cheap.body.items.map((i: any) => i.name)).toEqual(["Samsung Galaxy A16", "Apple iPhone 13"]);
    const used = await list("&quality=B");
    expect(used.body.items.map((i: any) => i.name)).toEqual(["Apple iPhone 13"]);
    expect(facet(used.body, "quality")).toEqual({ new: 3, B: 1 });
    const desc = await list("&sort=price_desc");
    expect(desc.body.items[0].name).toBe("Apple iPhone 16");
    const discount = await list("&sort=discount");
    expect(discount.body.items[0].name).toBe("Apple iPhone 16");
    const byName = await list("&sort=name");
    expect(byName.body.items.map((i: any) => i.name)).toEqual([
      "Apple iPhone 13",
      "Apple iPhone 16",
      "Samsung Galaxy A16",
      "Samsung Galaxy S25",
    ]);
  });

  it("pages through the list", async () => {
    const p1 = await list("&sort=name&page_size=3");
    const p2 = await list("&sort=name&page_size=3&page=2");
    expect(p1.body.pages).toBe(2);
    expect(p1.body.items).toHaveLength(3);
    expect(p2.body.items.map((i: any) => i.name)).toEqual(["Samsung Galaxy S25"]);
    const beyond = await list("&page=9");
    expect(beyond.body.items).toEqual([]);
  });

  it("keeps one answer per list, however its address spells it", async () => {
    // Statements beyond the catalogue version, which every request reads.
    const statementsOf = async (query: string) => {
      const recorder = recordStatements(t.ctx.database);
      const res = await list(query);
      recorder.stop();
      expect(res.status).toBe(200);
      const reads = recorder.statements.filter((s) => !/from catalog_version/i.test(s.text));
      return { body: res.body, statements: reads.length };
    };
    const first = await statementsOf("&manufacturer=apple&sort=price_asc&page_size=1");
    expect(first.statements).toBeGreaterThan(0);
    // The same list: parameters in another order and a click id.
    const again = await statementsOf("&page_size=1&gclid=abc&sort=price_asc&manufacturer=apple");
    expect(again.statements).toBe(0);
    expect(again.body).toEqual(first.body);
    // Another list is its own answer.
    const other = await statementsOf("&manufacturer=apple&sort=price_asc&page_size=2");
    expect(other.statements).toBeGreaterThan(0);
    expect(other.body.items.length).toBeGreaterThan(first.body.items.length);
  });

  it("answers bad input with 400 and field errors, an unknown category with 404", async () => {
    const bad = await list("&page=0&price_from=abc&sort=cheapest&page_size=1000");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["page", "page_size", "price_from", "sort"]);
    expect((await t.client().get("/api/new/catalog/products/?category=nic")).status).toBe(404);
    const unknownValues = await list("&manufacturer=nobody&a_color=x&a_storage=1,2");
    expect(unknownValues.status).toBe(200);
    expect(unknownValues.body.total).toBe(0);
  });
});

describe("catalogue paths and menu", () => {
  it("resolves a category path, a product seo name, and 404s the rest", async () => {
    const c = t.client();
    expect((await c.get("/api/new/catalog/resolve/?path=telefony/iphone/")).body).toMatchObject({
      kind: "category",
      category: { name: "Apple iPhone", url: "/telefony/iphone/" },
    });
    expect((await c.get("/api/new/catalog/resolve/?path=apple-iphone-16-128-gb-cerna")).body).toEqual({
      kind: "product",
      seo_name: "apple-iphone-16-128-gb-cerna",
    });
    expect((await c.get("/api/new/catalog/resolve/?path=nothing-here")).status).toBe(404);
    expect((await c.get("/api/new/catalog/resolve/")).status).toBe(400);
  });

  it("builds the hamburger menu from the tree", async () => {
    const res = await t.client().get("/api/new/mp-menu/hamburger/hamburger/");
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        name: "Mobilní telefony",
        url: "/telefony/",
        type: "phone",
        children: [
          { id: expect.any(Number), name: "Apple iPhone", url: "/telefony/iphone/", type: null },
          { id: expect.any(Number), name: "Samsung Galaxy", url: "/telefony/galaxy/", type: null },
        ],
      },
    ]);
  });

  it("serves cards by ids in the asked order", async () => {
    const res = await t.client().get(`/api/new/catalog/cards/?ids=${galaxyId},1`);
    expect(res.body.items.map((i: any) => i.id)).toEqual([galaxyId, 1]);
    expect((await t.client().get("/api/new/catalog/cards/?ids=1;drop")).status).toBe(400);
  });
});
