import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { CANDIDATES } from "./search-plan.js";

// Thousands of models matching a word: search ranks a bounded set of candidates (decision 011) and
// must still put the best match first and say that more match.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Mobilní telefony", type: "phone", boost: "2" });
  const cases = await f.category({ name: "Pouzdra", type: "accessory" });
  const first = await f.model({
    name: "Pouzdro Galaxy 0",
    maker: "Spigen",
    type: "accessory",
    categories: [cases.id],
    variants: [{ color: "Černá", price: 290 }],
  });
  // 1 999 more cases, cheaper than the phone and in stock, in one statement each (as the big seed does).
  await t.ctx.db.execute(sql`
    insert into master_products (product_type_id, manufacturer_id, name, seo_name)
    select m.product_type_id, m.manufacturer_id, 'Pouzdro Galaxy ' || g, 'pouzdro-galaxy-' || g
    from master_products m, generate_series(1, 1999) g where m.id = ${first.master.id}`);
  await t.ctx.db.execute(sql`
    insert into products (master_product_id, code, seo_name, name, color_name, price, warehouse_stock)
    select m.id, 'C' || m.id, m.seo_name || '-cerna', m.name || ' Černá', 'Černá', 29000, 5
    from master_products m where m.seo_name like 'pouzdro-galaxy-%' and m.id <> ${first.master.id}`);
  await t.ctx.db.execute(sql`
    insert into master_product_categories (master_product_id, type_category_id)
    select m.id, ${cases.id} from master_products m where m.seo_name like 'pouzdro-galaxy-%' and m.id <> ${first.master.id}`);
  await f.model({
    name: "Samsung Galaxy S25 Ultra",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Titan", memory: 512, price: 36990, stock: 0 }],
  });
});
afterAll(() => t.close());

const q = (text: string, extra = "") =>
  t.client().get(`/api/new/search/query/?q=${encodeURIComponent(text)}${extra}`);

describe("search over thousands of matches", () => {
  it("puts the best match first and says more match than it ranks", async () => {
    const res = await q("galaxy");
    expect(res.status).toBe(200);
    expect(res.body.items[0].name).toBe("Samsung Galaxy S25 Ultra");
    expect(res.body.total).toBe(CANDIDATES);
    expect(res.body.total_capped).toBe(true);
    expect(res.body.pages).toBe(Math.ceil(CANDIDATES / 24));
    const typo = await q("galxy pouzdro");
    expect(typo.body.total_capped).toBe(true);
    expect(typo.body.items).toHaveLength(24);
    expect(typo.body.items.every((i: any) => i.name.startsWith("Pouzdro Galaxy"))).toBe(true);
  });

  it("is exact when few match, and numbers narrow among thousands", async () => {
    const one = await q("galaxy 1234");
    expect(one.body.items.map((i: any) => i.name)).toEqual(["Pouzdro Galaxy 1234"]);
    expect(one.body.total).toBe(1);
    expect(one.body.total_capped).toBe(false);
    const ultra = await q("galaxy ultra 512");
    expect(ultra.body.items.map((i: any) => i.long_name)).toEqual(["Samsung Galaxy S25 Ultra 512 GB Titan"]);
  });

  it("pages through the ranked candidates and no further", async () => {
    const last = await q("galaxy", `&page=${Math.ceil(CANDIDATES / 24)}`);
    expect(last.body.items).toHaveLength(CANDIDATES % 24 || 24);
    const beyond = await q("galaxy", `&page=${Math.ceil(CANDIDATES / 24) + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.total_capped).toBe(true);
  });

  it("keeps its rows current: a model that sells out is marked so, the dictionary counts models", async () => {
    const before = (await q("pouzdro galaxy 7")).body.items.map((i: any) => i.name);
    expect(before[0]).toBe("Pouzdro Galaxy 7");
    await t.ctx.db.execute(
      sql`update products set warehouse_stock = 0 where name = 'Pouzdro Galaxy 7 Černá'`,
    );
    const terms = await t.ctx.db.execute(sql`select freq from search_terms where term = 'pouzdro'`);
    expect(Number((terms as any).rows[0].freq)).toBe(2000);
    const models = await t.ctx.db.execute(sql`select sold_out from search_models m
      join master_products mp on mp.id = m.master_product_id where mp.name = 'Pouzdro Galaxy 7'`);
    expect((models as any).rows[0].sold_out).toBe(true);
  });
});
