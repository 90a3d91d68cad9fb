import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, typeCategories } from "../../db/schema.js";
import { registerPages } from "../../pages.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";

/**
 * Issue 14: a catalogue change drops only the kept pages that show what it touched. Real pages,
 * rendered by the page route (Vite's renderer, as status-pages.test.ts), for an anonymous visitor.
 */
const VITE_DEV = process.env.VITE_DEV;
let t: TestApp;
let phone: { id: number; seo: string };
let tablet: { id: number };
let phones: { id: number };
beforeAll(async () => {
  process.env.VITE_DEV = "1";
  t = await createTestApp({ routes: registerPages });
  const f = catalogFactory(t.ctx);
  phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const tablets = await f.category({ name: "Tablety", seo: "tablety", type: "tablet" });
  const p = await f.model({
    name: "Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 128, price: 20990 }],
  });
  phone = { id: p.products[0].id, seo: p.products[0].seoName };
  const tab = await f.model({
    name: "Galaxy Tab S9",
    maker: "Samsung",
    type: "tablet",
    categories: [tablets.id],
    variants: [{ price: 15990 }],
  });
  tablet = { id: tab.products[0].id };
}, 120_000);
afterAll(async () => {
  if (VITE_DEV === undefined) delete process.env.VITE_DEV;
  else process.env.VITE_DEV = VITE_DEV;
  await t?.close();
});

/** An anonymous visit: no session or cart cookie (a fresh client each time). */
const visit = async (path: string) => {
  const res = await t.client().get(path);
  expect(res.status, path).toBe(200);
  return { cache: res.headers["x-page-cache"], html: res.text };
};

describe("the page cache after a catalogue change", () => {
  it("keeps a product's page through another product's sale and drops it when its own price changes", async () => {
    const page = `/${phone.seo}/`;
    const first = await visit(page);
    expect(first.cache).toBe("miss");
    expect(first.html).toContain('"price":2099000');
    expect((await visit(page)).cache).toBe("hit");

    // A tablet sold out: the phone's page shows nothing of it.
    await t.ctx.db.update(products).set({ warehouseStock: 0 }).where(eq(products.id, tablet.id));
    const after = await visit(page);
    expect(after.cache).toBe("hit");
    expect(after.html).toBe(first.html);

    await t.ctx.db.update(products).set({ price: 1899000 }).where(eq(products.id, phone.id));
    const repriced = await visit(page);
    expect(repriced.cache).toBe("miss");
    expect(repriced.html).toContain('"price":1899000');
    expect((await visit(page)).cache).toBe("hit");
  });

  it("keeps it through staff's stock edits of another product, one after another", async () => {
    await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "staff" });
    const staff = t.client();
    await staff.login("katalog@example.cz", "Heslo123!");
    const page = `/${phone.seo}/`;
    await visit(page);
    for (const stock of [3, 4, 5]) {
      const res = await staff.patch(`/api/new/catalog/admin/products/${tablet.id}/`, {
        warehouse_stock: stock,
      });
      expect(res.status).toBe(200);
      expect((await visit(page)).cache).toBe("hit");
    }
  });

  it("keeps a category's page through a sale in another category and drops it with one of its own", async () => {
    const first = await visit("/telefony/");
    expect(first.cache).toBe("miss");
    expect(first.html).toContain("Pixel 9");
    expect((await visit("/telefony/")).cache).toBe("hit");
    await t.ctx.db.update(products).set({ warehouseStock: 2 }).where(eq(products.id, tablet.id));
    const after = await visit("/telefony/");
    expect(after.cache).toBe("hit");
    expect(after.html).toBe(first.html);

    await t.ctx.db.update(products).set({ price: 1799000 }).where(eq(products.id, phone.id));
    const repriced = await visit("/telefony/");
    expect(repriced.cache).toBe("miss");
    expect(repriced.html).toContain('"price":1799000');
  });

  it("drops every page when the category tree changes (every page's menu shows it)", async () => {
    const page = `/${phone.seo}/`;
    await visit(page);
    expect((await visit(page)).cache).toBe("hit");
    await t.ctx.db.update(typeCategories).set({ position: 7 }).where(eq(typeCategories.id, phones.id));
    expect((await visit(page)).cache).toBe("miss");
  });
});
