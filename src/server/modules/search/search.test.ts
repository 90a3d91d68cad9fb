import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typeCategories } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
let phonesId: number;
let casesId: number;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Mobilní telefony", type: "phone" });
  const watches = await f.category({ name: "Chytré hodinky", type: "watch" });
  const cases = await f.category({ name: "Pouzdra", type: "accessory" });
  phonesId = phones.id;
  casesId = cases.id;
  await f.model({
    name: "Apple iPhone 15",
    maker: "Apple",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 19990 },
      { color: "Modrá", memory: 256, price: 22990 },
    ],
  });
  await f.model({
    name: "Apple iPhone 14",
    maker: "Apple",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 128, price: 16490 }],
  });
  await f.model({
    name: "Apple iPhone 15 Pro",
    maker: "Apple",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Titan", memory: 256, price: 29990 }],
  });
  await f.model({
    name: "Samsung Galaxy S25",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 256, price: 22990 }],
  });
  await f.model({
    name: "Samsung Galaxy S25 Silicone Case",
    maker: "Samsung",
    type: "accessory",
    categories: [cases.id],
    variants: [{ color: "Černá", price: 790 }],
  });
  await f.model({
    name: "Samsung Galaxy A56 5G",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 9990 },
      { color: "Černá", memory: 256, price: 10990 },
    ],
  });
  await f.model({
    name: "Samsung Galaxy A36 5G",
    maker: "Samsung",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", memory: 128, price: 7990 }],
  });
  await f.model({
    name: "Garmin Venu 3",
    maker: "Garmin",
    type: "watch",
    categories: [watches.id],
    variants: [{ color: "Černá", price: 11490 }],
  });
  await f.model({
    name: "Apple Watch Series 10",
    maker: "Apple",
    type: "watch",
    categories: [watches.id],
    variants: [{ color: "Stříbrná", price: 11490 }],
  });
  await f.refreshTerms();
});
afterAll(() => t.close());

const q = (text: string, extra = "") =>
  t.client().get(`/api/new/search/query/?q=${encodeURIComponent(text)}${extra}`);

describe("search", () => {
  it("ignores diacritics: 'chytre hodinky' finds the Chytré hodinky category and its watches", async () => {
    const res = await q("chytre hodinky");
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: any) => c.name)).toContain("Chytré hodinky");
    expect(res.body.items.map((i: any) => i.name).sort()).toEqual(["Apple Watch Series 10", "Garmin Venu 3"]);
    const accented = await q("Chytré HODINKY");
    expect(accented.body.total).toBe(2);
  });

  it("tolerates typos: 'iphnoe 15' finds iPhone 15 first and says what it understood", async () => {
    const res = await q("iphnoe 15");
    expect(res.status).toBe(200);
    expect(res.body.items[0].name).toBe("Apple iPhone 15");
    expect(res.body.items.map((i: any) => i.name)).not.toContain("Apple iPhone 14");
    expect(res.body.corrected).toBe("iphone 15");
    const swapped = await q("samsnug galaxy");
    expect(swapped.body.items.map((i: any) => i.name)).toContain("Samsung Galaxy S25");
  });

  it("keeps numbers: the memory and the model number narrow, and the variant shown is the one asked for", async () => {
    const a56 = await q("galaxy a56 128");
    expect(a56.body.items.map((i: any) => i.long_name)).toEqual(["Samsung Galaxy A56 5G 128 GB Černá"]);
    const bigger = await q("galaxy a56 256");
    expect(bigger.body.items.map((i: any) => i.long_name)).toEqual(["Samsung Galaxy A56 5G 256 GB Černá"]);
    // 256 GB: the iPhone 15 and the 15 Pro have it, the iPhone 14 does not.
    const iphone = await q("iphone 15 256");
    expect(iphone.body.items.map((i: any) => i.long_name)).toEqual([
      "Apple iPhone 15 256 GB Modrá",
      "Apple iPhone 15 Pro 256 GB Titan",
    ]);
    expect((await q("iphone 14 128")).body.items.map((i: any) => i.name)).toEqual(["Apple iPhone 14"]);
    // Written together, as shoppers do: the runs of letters and digits count.
    const glued = await q("iphone15 256gb");
    expect(glued.body.items[0].long_name).toBe("Apple iPhone 15 256 GB Modrá");
    expect(glued.body.total_capped).toBe(false);
  });

  it("matches the word being typed as a prefix", async () => {
    const res = await q("galax");
    expect(res.body.total).toBe(4);
    const sugg = await t.client().get("/api/new/search/suggest/?q=gar");
    expect(sugg.status).toBe(200);
    expect(sugg.body.products[0].name).toBe("Garmin Venu 3");
  });

  it("completes only the word being typed: the last one, or the last run of a glued last word", async () => {
    const names = async (text: string) => (await q(text)).body.items.map((i: any) => i.name).sort();
    // "ipho" last: a prefix of iPhone. Before another word it is a finished word the catalogue
    // lacks, too far from "iphone" to be a typo, so it is left out and "galaxy" alone matches.
    expect(await names("ipho")).toEqual(["Apple iPhone 14", "Apple iPhone 15", "Apple iPhone 15 Pro"]);
    expect(await names("ipho galaxy")).toEqual(await names("galaxy"));
    // "iphone1": iphone and 1, the 1 being typed (iPhone 14, 15), not the number 1 (none).
    expect(await names("iphone1")).toEqual(["Apple iPhone 14", "Apple iPhone 15", "Apple iPhone 15 Pro"]);
  });

  it("ranks with the category boost, and a boost change reorders at once", async () => {
    await t.ctx.db
      .update(typeCategories)
      .set({ meilisearchBoost: "2" })
      .where(eq(typeCategories.id, phonesId));
    const first = await q("galaxy s25");
    expect(first.body.total).toBe(2);
    expect(first.body.items.map((i: any) => i.name)).toEqual([
      "Samsung Galaxy S25",
      "Samsung Galaxy S25 Silicone Case",
    ]);
    await t.ctx.db
      .update(typeCategories)
      .set({ meilisearchBoost: "5" })
      .where(eq(typeCategories.id, casesId));
    const second = await q("galaxy s25");
    expect(second.body.items.map((i: any) => i.name)).toEqual([
      "Samsung Galaxy S25 Silicone Case",
      "Samsung Galaxy S25",
    ]);
  });

  it("limits to one product type for comparison pickers", async () => {
    const res = await q("samsung", "&type=phone");
    expect(res.body.items.map((i: any) => i.type)).toEqual(["phone", "phone", "phone"]);
  });

  it("needs at least 2 characters, with the spec's message, and never fails on odd input", async () => {
    const short = await q("a");
    expect(short.status).toBe(400);
    expect(short.body.q).toEqual(["Zadejte alespoň 2 znaky."]);
    expect((await t.client().get("/api/new/search/query/")).status).toBe(400);
    for (const odd of ["!!", "' or 1=1 --", "a & b | !c", "::*", "ěščřžýáíé", "x".repeat(200)])
      expect((await q(odd)).status).toBeLessThan(500);
  });

  it("finds nothing for nonsense rather than everything", async () => {
    const res = await q("qwxzv");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});
