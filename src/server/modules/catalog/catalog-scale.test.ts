import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { seedLargeCatalog } from "../../db/seed/large-catalog.js";
import { seedDemo } from "../../db/seed/seed.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

// DESIGN §4: every list is tested at 10 000+ rows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
  await seedLargeCatalog(t.ctx.db, 12_000);
  await t.ctx.db.execute(sql`select catalog_refresh_search_terms()`);
}, 300_000);
afterAll(() => t.close());

const timed = async (url: string) => {
  const start = performance.now();
  const res = await t.client().get(url);
  return { res, ms: performance.now() - start };
};

describe("catalogue at 12 000 products", () => {
  it("lists a category with three active facets, counts that add up, in reasonable time", async () => {
    const [{ n }] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from products`);
    expect(n).toBeGreaterThanOrEqual(12_000);
    const url =
      "/api/new/catalog/products/?category=mobilni-telefony&manufacturer=samsung,apple&a_storage=128,256&availability=in_stock,at_stores";
    const { res, ms } = await timed(url);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(50);
    expect(res.body.items).toHaveLength(24);
    // The models counted for the selected makers under the other filters are the list's total.
    const makers = res.body.facets.find((f: any) => f.key === "manufacturer").values;
    expect(makers.filter((v: any) => v.selected).reduce((s: number, v: any) => s + v.count, 0)).toBe(
      res.body.total,
    );
    expect(ms).toBeLessThan(5_000);
    const cached = await timed(url);
    expect(cached.res.body.total).toBe(res.body.total);
    expect(cached.ms).toBeLessThan(ms);
  });

  it("pages deep into the whole catalogue", async () => {
    const { res } = await timed("/api/new/catalog/products/?sort=price_desc&page=40&page_size=48");
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(48);
    const prices = res.body.items.map((i: any) => i.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it("searches with a typo over the large catalogue", async () => {
    const { res, ms } = await timed("/api/new/search/query/?q=samsnug%20galaxy");
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items[0].manufacturer).toBe("Samsung");
    expect(ms).toBeLessThan(5_000);
  });

  it("serves the sitemap index over all products", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.body).toContain("sitemap-products-1.xml");
  });
});
