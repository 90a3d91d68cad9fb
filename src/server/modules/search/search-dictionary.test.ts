import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { masterProducts, products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { committedCatalogVersions } from "../catalog/catalog-version.queries.js";
import { dictionaryRows } from "./search.queries.js";
import { SearchDictionary, trigrams } from "./search-dictionary.js";

let t: TestApp;
let f: ReturnType<typeof catalogFactory>;
let phonesId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = catalogFactory(t.ctx);
  phonesId = (await f.category({ name: "Mobilní telefony", type: "phone" })).id;
  for (const [name, maker] of [
    ["Apple iPhone 15", "Apple"],
    ["Apple iPhone 15 Pro Max", "Apple"],
    ["Samsung Galaxy S25 Ultra", "Samsung"],
    ["Samsung Galaxy A56 5G", "Samsung"],
    ["Motorola Edge 50 Fusion", "Motorola"],
    ["Xiaomi Redmi Note 14", "Xiaomi"],
  ])
    await f.model({
      name,
      maker,
      type: "phone",
      categories: [phonesId],
      variants: [{ color: "Černá", memory: 256, price: 19990 }],
    });
});
afterAll(() => t.close());

const q = (text: string) => t.client().get(`/api/new/search/query/?q=${encodeURIComponent(text)}`);

describe("the search dictionary in memory (decision 027)", () => {
  it("makes the trigrams pg_trgm makes", async () => {
    // The dictionary's words and the query's are without diacritics (search-text.ts), as here:
    // pg_trgm writes a trigram of other characters as a hash.
    for (const text of ["iphone", "a", "s25", "wi-fi", "Cerna", "xiaomi redmi"]) {
      const [row] = await queryRows<{ grams: string[] }>(t.ctx.db, sql`select show_trgm(${text}) as grams`);
      expect([...trigrams(text)].sort(), text).toEqual([...row.grams].sort());
    }
  });

  it("finds the nearest words as pg_trgm's distance orders them", async () => {
    const dictionary = new SearchDictionary(await dictionaryRows(t.ctx.db), 0);
    for (const typo of ["iphnoe", "samsnug", "galxy", "motorla", "xiaomo", "fusoin", "redmy"]) {
      const near = dictionary.lookup([typo], new Set()).terms[0].near;
      const expected = await queryRows<{ term: string; sim: number }>(
        t.ctx.db,
        sql`select term, similarity(term, ${typo}) as sim from search_terms order by term <-> ${typo} limit 8`,
      );
      const sims = await queryRows<{ term: string; sim: number }>(
        t.ctx.db,
        sql`select term, similarity(term, ${typo}) as sim from search_terms
          where term = any(${`{${near.map((n) => n.term).join(",")}}`}::text[])`,
      );
      const simOf = new Map(sims.map((s) => [s.term, Number(s.sim)]));
      // The same similarities in the same order (words of equal similarity may come in either order).
      expect(
        near.map((n) => simOf.get(n.term)),
        typo,
      ).toEqual(expected.map((e) => Number(e.sim)).slice(0, near.length));
      expect(near[0].term, typo).toBe(expected[0].term);
    }
  });

  it("counts a digit as a word, as it counts any model number", async () => {
    const count = async (word: string) => {
      const rows = await dictionaryRows(t.ctx.db);
      return rows.freqs[rows.terms.indexOf(word)] ?? 0;
    };
    const holding = async (word: string) =>
      (
        await queryRows<{ n: number }>(
          t.ctx.db,
          sql`select count(*)::int as n from search_models where document @@ to_tsquery('simple', ${word})`,
        )
      )[0].n;
    // "Galaxy A56 5G": the glued words' parts ("5", "g") are words of the document.
    expect(await count("5")).toBe(await holding("5"));
    expect(await count("5")).toBeGreaterThan(0);
    const before = await count("9");
    await f.model({
      name: "Google Pixel 9",
      maker: "Google",
      type: "phone",
      categories: [phonesId],
      variants: [{ color: "Černá", memory: 128, price: 20990 }],
    });
    expect(await count("9")).toBe(before + 1);
    expect(await count("9")).toBe(await holding("9"));
  });

  it("sees a word a moment after it was added, and forgives its typos", async () => {
    expect((await q("zyxwatch")).body.total).toBe(0);
    const before = await committedCatalogVersions(t.ctx.db);
    await f.model({
      name: "Garmin Zyxwatch 2",
      maker: "Garmin",
      type: "phone",
      categories: [phonesId],
      variants: [{ color: "Černá", memory: 64, price: 9990 }],
    });
    const after = await committedCatalogVersions(t.ctx.db);
    expect(after.terms).toBeGreaterThan(before.terms);
    const exact = await q("zyxwatch");
    expect(exact.body.items.map((i: { name: string }) => i.name)).toEqual([
      expect.stringContaining("Zyxwatch"),
    ]);
    const typo = await q("zyxwacth 2");
    expect(typo.body.corrected).toBe("zyxwatch 2");
    expect(typo.body.items[0].name).toContain("Zyxwatch");
  });

  it("moves the dictionary's version when a name changes, not when a price or stock does", async () => {
    const [product] = await t.ctx.db.select().from(products).limit(1);
    const v0 = await committedCatalogVersions(t.ctx.db);
    await t.ctx.db
      .update(products)
      .set({ price: product.price + 100 })
      .where(eq(products.id, product.id));
    const v1 = await committedCatalogVersions(t.ctx.db);
    expect(v1.catalog).toBeGreaterThan(v0.catalog);
    expect(v1.terms).toBe(v0.terms);
    await t.ctx.db
      .update(masterProducts)
      .set({ name: "Apple iPhone 15 Qwertyx" })
      .where(eq(masterProducts.id, product.masterProductId));
    const v2 = await committedCatalogVersions(t.ctx.db);
    expect(v2.terms).toBeGreaterThan(v1.terms);
    expect((await q("qwertyx")).body.total).toBe(1);
  });
});
