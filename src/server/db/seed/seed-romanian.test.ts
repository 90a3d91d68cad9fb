import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { queryRows } from "../query-rows.js";

/** Letters of Czech that Romanian does not have: a shopper's text with one is Czech. */
const CZECH = /[ěščřžýůťďňáéíóú]/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ market: "ro", seeded: true });
});
afterAll(() => t.close());

describe("the Romanian demo shop", () => {
  it("names and describes its products, colours and categories in Romanian", async () => {
    const texts = await queryRows<{ text: string }>(
      t.ctx.db,
      sql`select name as text from products union all select color_name from products
          union all select name from master_products union all select description from master_products
          union all select name from type_categories`,
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.map((r) => r.text).filter((text) => text && CZECH.test(text))).toEqual([]);
    const charger = texts.find((r) => r.text.startsWith("Apple Încărcător USB-C 20W"));
    expect(charger).toBeDefined();
  });
});
