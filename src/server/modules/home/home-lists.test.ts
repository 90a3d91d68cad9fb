import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { masterProducts, products } from "../../db/schema/catalog.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const phone = (name: string, variants: Parameters<typeof f.model>[0]["variants"]) =>
    f.model({ name, maker: "Google", type: "phone", categories: [phones.id], variants });
  await phone("Pixel In Stock", [{ price: 9990, common: 12990 }]);
  await phone("Pixel Sold Out", [{ price: 8990, common: 12990, stock: 0 }]);
  const expected = await phone("Pixel Expected", [{ price: 7990, common: 9990, stock: 0 }]);
  // The cheapest variant is sold out, a dearer one is in stock: the model is offered with that one.
  await phone("Pixel Mixed", [
    { color: "Černá", price: 5990, common: 8990, stock: 0 },
    { color: "Bílá", price: 6990, common: 8990 },
  ]);
  await t.ctx.db
    .update(products)
    .set({ expectedStockDate: "2099-01-01" })
    .where(eq(products.id, expected.products[0]!.id));
  await t.ctx.db
    .update(masterProducts)
    .set({ recommendedRank: 10 })
    .where(
      inArray(masterProducts.name, ["Pixel In Stock", "Pixel Sold Out", "Pixel Expected", "Pixel Mixed"]),
    );
});
afterAll(() => t.close());

describe("home lists", () => {
  it("catalog:home leaves sold-out models out of the new and recommended products", async () => {
    const res = await t.client().get("/api/new/catalog/home/");
    expect(res.status).toBe(200);
    for (const list of [res.body.newest, res.body.recommended]) {
      const names = list.map((c: any) => c.long_name);
      expect(names).toHaveLength(3);
      expect(names).toEqual(expect.arrayContaining(["Pixel In Stock", "Pixel Expected", "Pixel Mixed Bílá"]));
      expect(list.map((c: any) => c.stock_state)).not.toContain("sold_out");
    }
  });

  it("content:home discounts only what is in stock (its cards would call the rest sold out)", async () => {
    const res = await t.client().get("/api/new/content/home/");
    expect(res.status).toBe(200);
    const names = res.body.discounted.map((c: any) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Pixel In Stock", "Pixel Mixed Bílá"]));
    expect(names).toHaveLength(2);
    expect(res.body.discounted.every((c: any) => c.in_stock)).toBe(true);
  });
});
