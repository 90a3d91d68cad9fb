import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  await f.model({
    name: "Phone & Co",
    maker: "X",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", price: 1 }],
  });
  await f.store("brno");
});
afterAll(() => t.close());

describe("robots and sitemaps", () => {
  it("allows crawling but not the API, staff, cart, search and sort permutations", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /hledat/");
    expect(res.body).toContain("Disallow: /*?*sort=");
    expect(res.body).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it("indexes a pages sitemap and product sitemaps", async () => {
    const index = await t.app.inject({ url: "/sitemap.xml" });
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.body).toContain("/sitemap-pages.xml</loc>");
    expect(index.body).toContain("/sitemap-products-1.xml</loc>");
    const pages = await t.app.inject({ url: "/sitemap-pages.xml" });
    expect(pages.body).toContain("/telefony/</loc>");
    expect(pages.body).toContain("/prodejny/brno/</loc>");
    expect(pages.body).toContain("/porovnani/telefony/</loc>");
    const products = await t.app.inject({ url: "/sitemap-products-1.xml" });
    expect(products.body).toMatch(/<loc>[^<]*\/phone-co-cerna\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect((await t.app.inject({ url: "/sitemap-products-9.xml" })).statusCode).toBe(404);
  });
});
