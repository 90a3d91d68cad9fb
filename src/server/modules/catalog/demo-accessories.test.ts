import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

// Issue 18: a Samsung A56 page recommended a Galaxy S25 case and AirPods. On the demo catalogue,
// recommendations fit the product: its own model's, then its maker's universal ones.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
}, 300_000);
afterAll(() => t.close());

const accessoriesOf = async (model: string): Promise<string[]> => {
  const [{ seo }] = await queryRows<{ seo: string }>(
    t.ctx.db,
    sql`select p.seo_name as seo from products p join master_products m on m.id = p.master_product_id
      where m.name = ${model} and p.is_active order by p.id limit 1`,
  );
  const res = await t.client().get(`/api/new/catalog/product/${seo}/`);
  expect(res.status).toBe(200);
  return res.body.accessories.map((a: { name: string }) => a.name);
};

describe("the demo catalogue's recommended accessories", () => {
  it("on the Galaxy A56: nothing made for another model; of Apple only what fits its USB-C port", async () => {
    const a56 = await accessoriesOf("Samsung Galaxy A56 5G");
    expect(a56.length).toBeGreaterThan(0);
    expect(a56.filter((n) => /S25|iPhone|AirPods|MagSafe|Lightning/.test(n))).toEqual([]);
    // Chargers fit by connector whoever makes them (decision 012): an Apple USB-C charger is fine.
    expect(a56.filter((n) => /Apple/.test(n) && !/USB-C/.test(n))).toEqual([]);
  });

  it("the MagSafe charger on the iPhones it lists, not on an iPad, a watch or the 16e", async () => {
    expect(await accessoriesOf("Apple iPhone 15")).toContain("Apple MagSafe nabíječka");
    expect(await accessoriesOf("Apple iPhone 16e")).not.toContain("Apple MagSafe nabíječka");
    expect(await accessoriesOf("Apple iPad Air 11 (M3)")).not.toContain("Apple MagSafe nabíječka");
    expect(await accessoriesOf("Apple Watch Series 10 46mm")).not.toContain("Apple MagSafe nabíječka");
    // A phone's own case and glass come first (with the MagSafe charger that lists it), before
    // what fits only by connector.
    const iphone16 = await accessoriesOf("Apple iPhone 16");
    expect(iphone16.slice(0, 3)).toEqual(
      expect.arrayContaining([
        "Apple Silikonový kryt s MagSafe iPhone 16",
        "PanzerGlass Ochranné sklo iPhone 16",
        "Apple MagSafe nabíječka",
      ]),
    );
    expect(iphone16.filter((n) => /iPhone 1[3-57]|iPhone 16 Pro|Lightning/.test(n))).toEqual([]);
  });
});
