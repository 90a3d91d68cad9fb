import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { masterProducts } from "../../db/schema/catalog.js";
import { productReviews } from "../../db/schema/reviews.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let pixelId: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  await f.attribute("storage", "Úložiště", { unit: "GB", valueType: "number" });
  await f.attribute("ram", "RAM", { unit: "GB", valueType: "number" });
  await f.attribute("chip", "Čip", { valueType: "text" });
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const acc = await f.category({ name: "Příslušenství", seo: "prislusenstvi", type: "accessory" });
  await f.model({
    name: "Google Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 20990, attrs: { ram: 12, chip: "Tensor G4" } },
      { color: "Růžová", memory: 128, price: 20990, attrs: { ram: 12, chip: "Tensor G4" } },
      { color: "Černá", memory: 256, price: 23990, attrs: { ram: 12, chip: "Tensor G4" } },
      { color: "Černá", memory: 128, price: 15990, quality: "A", attrs: { ram: 12, chip: "Tensor G4" } },
    ],
  });
  const pixel = await f.model({
    name: "Google Pixel 9a",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 128, price: 12990, attrs: { ram: 8, chip: "Tensor G4" } }],
  });
  pixelId = pixel.products[0].id;
  await f.model({
    name: "Google Pixel 9 Case",
    maker: "Google",
    type: "accessory",
    categories: [acc.id],
    variants: [{ color: "Černá", price: 790 }],
  });
  const store = await f.store("praha");
  await f.stockAt(store.id, pixelId, 3);
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
});
afterAll(() => t.close());

describe("product detail", () => {
  it("gives the variant with colour, memory and quality switches, stock per store, breadcrumbs and accessories", async () => {
    const res = await t.client().get("/api/new/catalog/product/google-pixel-9-128-gb-cerna/");
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p).toMatchObject({
      name: "Google Pixel 9 128 GB Černá",
      price: 2099000,
      quality: "new",
      memory_gb: 128,
    });
    expect(p.colors.map((c: any) => [c.label, c.selected])).toEqual([
      ["Černá", true],
      ["Růžová", false],
    ]);
    expect(p.memories.map((c: any) => [c.label, c.seo_name])).toEqual([
      ["128 GB", "google-pixel-9-128-gb-cerna"],
      ["256 GB", "google-pixel-9-256-gb-cerna"],
    ]);
    expect(p.qualities.map((c: any) => c.label)).toEqual(["new", "A"]);
    // The phone type's root takes the market's word for phones (spec §1).
    expect(p.breadcrumbs.map((b: any) => b.name)).toEqual(["Mobilní telefony", "Google Pixel 9"]);
    expect(p.attributes).toEqual([
      {
        code: null,
        name: "",
        items: [
          { key: "storage", label: "Úložiště", value: "128 GB", unit: "GB" },
          { key: "ram", label: "RAM", value: "12 GB", unit: "GB" },
          { key: "chip", label: "Čip", value: "Tensor G4", unit: null },
        ],
      },
    ]);
    expect(p.accessories.map((a: any) => a.name)).toEqual(["Google Pixel 9 Case"]);
    expect(res.headers["surrogate-key"]).toContain(`product-${p.id}`);
    const stocked = await t.client().get("/api/new/catalog/product/google-pixel-9a-128-gb-cerna/");
    expect(stocked.body.stock).toMatchObject({
      state: "in_stock",
      store_count: 1,
      stores: [{ seo_name: "praha", quantity: 3 }],
    });
  });

  it("catalog:page gives a product's detail and first reviews in one answer, and resolves the rest", async () => {
    const c = t.client();
    const seo = "google-pixel-9-128-gb-cerna";
    const page = await c.get(`/api/new/catalog/page/?path=${seo}`);
    expect(page.status).toBe(200);
    expect(page.body.kind).toBe("product");
    expect(page.body.seo_name).toBe(seo);
    expect(page.body.product).toEqual((await c.get(`/api/new/catalog/product/${seo}/`)).body);
    expect(page.body.reviews).toEqual(
      (await c.get(`/api/new/product-reviews/product/${seo}/?page_size=10`)).body,
    );
    expect(page.headers["cache-control"]).toContain("public");
    expect((await c.get("/api/new/catalog/page/?path=telefony")).body).toEqual(
      (await c.get("/api/new/catalog/resolve/?path=telefony")).body,
    );
    const missing = await c.get("/api/new/catalog/page/?path=nic-takoveho");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    expect((await c.get("/api/new/catalog/page/")).body.path).toEqual(["Tato hodnota je požadována."]);
    for (const query of ["", "?path=", `?path=${"x".repeat(301)}`]) {
      const bad = await c.get(`/api/new/catalog/page/${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.path).toHaveLength(1);
    }
  });

  it("404s an unknown product", async () => {
    const res = await t.client().get("/api/new/catalog/product/nic-takoveho/");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Produkt nebyl nalezen.");
  });

  it("answers 301 targets for a renamed product, and staff-only editing", async () => {
    const s = t.client();
    await s.login("staff@example.cz", "Heslo123!");
    expect(
      (await t.client().patch(`/api/new/catalog/admin/products/${pixelId}/`, { seo_name: "x" })).status,
    ).toBe(401);
    const renamed = await s.patch(`/api/new/catalog/admin/products/${pixelId}/`, {
      seo_name: "google-pixel-9a-cerna",
    });
    expect(renamed.body.seo_name).toBe("google-pixel-9a-cerna");
    const old = await t.client().get("/api/new/catalog/resolve/?path=google-pixel-9a-128-gb-cerna");
    expect(old.body).toEqual({ kind: "redirect", location: "/google-pixel-9a-cerna/" });
    expect((await t.client().get("/api/new/catalog/page/?path=google-pixel-9a-128-gb-cerna")).body).toEqual(
      old.body,
    );
    const taken = await s.patch(`/api/new/catalog/admin/products/${pixelId}/`, {
      seo_name: "google-pixel-9-128-gb-cerna",
    });
    expect(taken.status).toBe(400);
    expect(taken.body.seo_name).toHaveLength(1);
    expect(
      (await s.patch(`/api/new/catalog/admin/products/${pixelId}/`, { expected_stock_date: "31.12.2030" }))
        .status,
    ).toBe(400);
  });
});

describe("comparison", () => {
  it("puts up to 4 products side by side and flags differing rows and the best value", async () => {
    const res = await t
      .client()
      .get("/api/new/catalog/compare/?products=google-pixel-9-256-gb-cerna,google-pixel-9a-cerna");
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.name)).toEqual(["Google Pixel 9", "Google Pixel 9a"]);
    const row = (key: string) => res.body.rows.find((r: any) => r.key === key);
    expect(row("price")).toMatchObject({ differs: true, best: 1 });
    expect(row("storage")).toMatchObject({ values: ["256 GB", "128 GB"], differs: true, best: 0 });
    expect(row("ram")).toMatchObject({ values: ["12 GB", "8 GB"], best: 0 });
    expect(row("chip")).toMatchObject({ values: ["Tensor G4", "Tensor G4"], differs: false, best: null });
    const five = await t.client().get("/api/new/catalog/compare/?products=a,b,c,d,e");
    expect(five.status).toBe(400);
    expect((await t.client().get("/api/new/catalog/compare/?products=")).status).toBe(400);
  });

  it("writes the average rating with the market's decimal comma", async () => {
    const [nine] = await t.ctx.db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(eq(masterProducts.name, "Google Pixel 9"));
    await t.ctx.db
      .insert(productReviews)
      .values(
        [5, 4].map((rating) => ({ masterProductId: nine!.id, rating, fullName: "Jana", status: "approved" })),
      );
    const res = await t
      .client()
      .get("/api/new/catalog/compare/?products=google-pixel-9-128-gb-ruzova,google-pixel-9a-cerna");
    expect(res.body.rows.find((r: any) => r.key === "rating")).toMatchObject({
      values: ["4,5 / 5", null],
      best: null,
    });
  });
});

describe("home", () => {
  it("serves slides, banners, new and recommended products and categories", async () => {
    const res = await t.client().get("/api/new/catalog/home/");
    expect(res.status).toBe(200);
    expect(res.body.newest.map((c: any) => c.name)).toEqual(["Google Pixel 9a", "Google Pixel 9"]);
    expect(res.body.categories.map((c: any) => c.url)).toEqual(["/telefony/", "/prislusenstvi/"]);
    expect(res.body.slides).toEqual([]);
  });
});
