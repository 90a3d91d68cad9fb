import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  manufacturers,
  masterProductCategories,
  masterProducts,
  metaMasters,
  productGifts,
  products,
} from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { recordStatements } from "../../testing/query-plans.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { catalogCache } from "./catalog-cache.js";

let t: TestApp;
let phone: { master: { id: number }; products: { id: number }[] };
let tablet: { master: { id: number }; products: { id: number }[] };
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  phone = await f.model({
    name: "Phone X",
    maker: "Acme",
    type: "phone",
    categories: [],
    variants: [
      { color: "Černá", price: 9990 },
      { color: "Bílá", price: 10990 },
    ],
  });
  tablet = await f.model({
    name: "Tablet Y",
    maker: "Acme",
    type: "tablet",
    categories: [],
    variants: [{ price: 5990 }],
  });
});
afterAll(() => t.close());

/** Reads three answers through the cache and says which were computed afresh. */
async function read(): Promise<string[]> {
  const cache = await catalogCache(t.ctx).at();
  const computed: string[] = [];
  const answer = (name: string, tags?: string[]) =>
    cache.get(
      name,
      async () => {
        computed.push(name);
        return name;
      },
      tags && (() => tags),
    );
  await answer("phone page", [`m:${phone.master.id}`, ...phone.products.map((p) => `p:${p.id}`)]);
  await answer("tablet page", [`m:${tablet.master.id}`, ...tablet.products.map((p) => `p:${p.id}`)]);
  await answer("list");
  return computed;
}

/** A product answer and how many statements it read the product with (none: from the cache). */
async function answerAndReads(url: string) {
  const recorder = recordStatements(t.ctx.database);
  const res = await t.client().get(url);
  recorder.stop();
  return { res, reads: recorder.statements.filter((s) => /from products|product_read/i.test(s.text)).length };
}

describe("the catalogue cache after a change", () => {
  it("drops only the answers that show what changed, and every untagged answer", async () => {
    await read();
    expect(await read()).toEqual([]);
    await t.ctx.db.update(products).set({ warehouseStock: 0 }).where(eq(products.id, phone.products[1].id));
    expect(await read()).toEqual(["phone page", "list"]);
    await t.ctx.db
      .update(masterProducts)
      .set({ description: "Nový popis" })
      .where(eq(masterProducts.id, tablet.master.id));
    expect(await read()).toEqual(["tablet page", "list"]);
  });

  it("drops everything after a change that may touch anything (a maker renamed) or a purge of the log", async () => {
    await read();
    await t.ctx.db.update(manufacturers).set({ name: "Acme Corp" }).where(eq(manufacturers.name, "Acme"));
    expect(await read()).toEqual(["phone page", "tablet page", "list"]);
    // Versions whose log rows are gone: nothing can be kept.
    await t.ctx.db.update(products).set({ price: 100 }).where(eq(products.id, tablet.products[0].id));
    await t.ctx.db.execute(sql`delete from catalog_changes`);
    await t.ctx.db.update(products).set({ price: 200 }).where(eq(products.id, tablet.products[0].id));
    expect(await read()).toEqual(["phone page", "tablet page", "list"]);
  });
});

describe("what a change touched, for answers kept elsewhere (the page cache)", () => {
  const phoneTags = () => [`m:${phone.master.id}`, ...phone.products.map((p) => `p:${p.id}`)];
  const tabletTags = () => [`m:${tablet.master.id}`, ...tablet.products.map((p) => `p:${p.id}`)];

  it("says an answer still holds across changes to other products, and not after one to its own", async () => {
    const cache = catalogCache(t.ctx);
    const { version: before } = await cache.at();
    expect(cache.untouched(before, phoneTags())).toBe(true);
    await t.ctx.db.update(products).set({ warehouseStock: 3 }).where(eq(products.id, tablet.products[0].id));
    await t.ctx.db.update(products).set({ warehouseStock: 4 }).where(eq(products.id, tablet.products[0].id));
    const { version: after } = await cache.at();
    expect(after).toBeGreaterThan(before);
    expect(cache.untouched(before, phoneTags())).toBe(true);
    expect(cache.untouched(before, [])).toBe(true);
    expect(cache.untouched(before, tabletTags())).toBe(false);
    // Nothing is known of an answer that cannot say what it shows.
    expect(cache.untouched(after, null)).toBe(false);
  });

  it("says nothing holds after a change that may touch anything, or before what it remembers", async () => {
    const cache = catalogCache(t.ctx);
    const { version: before } = await cache.at();
    await t.ctx.db
      .update(manufacturers)
      .set({ name: "Acme Mobile" })
      .where(eq(manufacturers.name, "Acme Corp"));
    await cache.at();
    expect(cache.untouched(before, phoneTags())).toBe(false);
    expect(cache.untouched(before, [])).toBe(false);
    expect(cache.untouched(-5, [])).toBe(false);
  });

  it("keeps the category tree, makers and menu through keyed changes, and drops them with the structure", async () => {
    const { catalogLookups } = await import("./catalog.service.js");
    const first = await catalogLookups(t.ctx);
    await t.ctx.db.update(products).set({ warehouseStock: 5 }).where(eq(products.id, phone.products[0].id));
    const second = await catalogLookups(t.ctx);
    expect(second.cache.version).toBeGreaterThan(first.cache.version);
    expect(second.tree).toBe(first.tree);
    expect(second.manufacturers).toBe(first.manufacturers);
    expect(second.attributes).toBe(first.attributes);
    await t.ctx.db.update(manufacturers).set({ name: "Acme" }).where(eq(manufacturers.name, "Acme Mobile"));
    const third = await catalogLookups(t.ctx);
    expect(third.manufacturers).not.toBe(first.manufacturers);
    expect(third.manufacturers.map((m) => m.name)).toContain("Acme");
  });
});

describe("a product answer in the cache", () => {
  it("stays when another product changes and goes when one it shows changes", async () => {
    const url = (seo: string) => `/api/new/catalog/product/${seo}/`;
    const [phoneSeo] = (
      await t.ctx.db
        .select({ seo: products.seoName })
        .from(products)
        .where(eq(products.id, phone.products[0].id))
    ).map((r) => r.seo);
    expect((await t.client().get(url(phoneSeo))).status).toBe(200);
    const productReads = () => answerAndReads(url(phoneSeo));
    await t.ctx.db.update(products).set({ price: 4990_00 }).where(eq(products.id, tablet.products[0].id));
    expect((await productReads()).reads).toBe(0);
    // Its other colour is one of its switches: the answer goes.
    await t.ctx.db.update(products).set({ price: 8990_00 }).where(eq(products.id, phone.products[1].id));
    const after = await productReads();
    expect(after.reads).toBeGreaterThan(0);
    expect(after.res.body.colors.map((c: { price: number }) => c.price)).toContain(8990_00);
  });
});

describe("a product answer with a gift", () => {
  it("stays through other products' changes and goes when its gift's price changes", async () => {
    const f = catalogFactory(t.ctx);
    const earbuds = await f.model({
      name: "Earbuds Z",
      maker: "Zvuk",
      type: "accessory",
      categories: [],
      variants: [{ price: 990 }],
    });
    await t.ctx.db
      .insert(productGifts)
      .values({ masterProductId: phone.master.id, giftProductId: earbuds.products[0].id });
    const [{ seo }] = await t.ctx.db
      .select({ seo: products.seoName })
      .from(products)
      .where(eq(products.id, phone.products[0].id));
    const url = `/api/new/catalog/product/${seo}/`;
    expect((await t.client().get(url)).body.gifts).toMatchObject([{ name: "Earbuds Z", value: 990_00 }]);
    const reads = () => answerAndReads(url);
    await t.ctx.db.update(products).set({ warehouseStock: 1 }).where(eq(products.id, tablet.products[0].id));
    expect((await reads()).reads).toBe(0);
    await t.ctx.db.update(products).set({ price: 790_00 }).where(eq(products.id, earbuds.products[0].id));
    const after = await reads();
    expect(after.reads).toBeGreaterThan(0);
    expect(after.res.body.gifts).toEqual([
      { name: "Earbuds Z", seo_name: earbuds.products[0].seoName, value: 790_00 },
    ]);
  });
});

describe("a category's list in the cache", () => {
  // Types of their own: the factories of the tests above made theirs.
  let f: ReturnType<typeof catalogFactory>;
  beforeAll(() => {
    f = catalogFactory(t.ctx);
  });
  /** A list's answer, and how many statements read its cards (none: the kept answer). */
  async function listAndCardReads(url: string) {
    const recorder = recordStatements(t.ctx.database);
    const res = await t.client().get(url);
    recorder.stop();
    expect(res.status, url).toBe(200);
    const names = res.body.items.map((i: { name: string }) => i.name);
    return {
      res,
      names,
      reads: recorder.statements.filter((s) => /catalog_cards\b|card_gp/i.test(s.text)).length,
    };
  }

  it("stays through a sale in another category and goes with a change in its own or a subcategory", async () => {
    const phones = await f.category({ name: "Telefony", seo: "telefony-seznam", type: "list-phone" });
    const android = await f.category({ name: "Android", seo: "android", parent: phones, type: "list-phone" });
    const tablets = await f.category({ name: "Tablety", seo: "tablety-seznam", type: "list-tablet" });
    const pixel = await f.model({
      name: "Pixel L",
      maker: "Google",
      type: "list-phone",
      categories: [android.id],
      variants: [{ price: 12990 }],
    });
    const tab = await f.model({
      name: "Tab L",
      maker: "Lenovo",
      type: "list-tablet",
      categories: [tablets.id],
      variants: [{ price: 4990 }],
    });
    const list = () => listAndCardReads(`/api/new/catalog/products/?category=${phones.urlPath}`);
    expect((await list()).names).toEqual(["Pixel L"]);
    expect((await list()).reads).toBe(0);

    await t.ctx.db.update(products).set({ warehouseStock: 0 }).where(eq(products.id, tab.products[0].id));
    expect((await list()).reads).toBe(0);

    // A phone of the subcategory repriced: the parent's list shows it.
    await t.ctx.db.update(products).set({ price: 11990_00 }).where(eq(products.id, pixel.products[0].id));
    const repriced = await list();
    expect(repriced.reads).toBeGreaterThan(0);
    expect(repriced.res.body.items[0].price).toBe(11990_00);
    expect((await list()).reads).toBe(0);

    // The tablet put among the phones: a membership's change (the log does not say which list a
    // model left) drops every category's list.
    await t.ctx.db
      .insert(masterProductCategories)
      .values({ masterProductId: tab.master.id, typeCategoryId: phones.id });
    expect((await list()).names.sort()).toEqual(["Pixel L", "Tab L"]);
    await t.ctx.db
      .delete(masterProductCategories)
      .where(eq(masterProductCategories.masterProductId, tab.master.id));
    await t.ctx.db
      .insert(masterProductCategories)
      .values({ masterProductId: tab.master.id, typeCategoryId: tablets.id });
    expect((await list()).names).toEqual(["Pixel L"]);
  });

  it("goes when a gift its cards name is renamed, though the gift is in no category of it", async () => {
    const watches = await f.category({ name: "Hodinky", seo: "hodinky-seznam", type: "list-watch" });
    const watch = await f.model({
      name: "Watch L",
      maker: "Garmin",
      type: "list-watch",
      categories: [watches.id],
      variants: [{ price: 6990 }],
    });
    const strap = await f.model({
      name: "Strap L",
      maker: "Garmin",
      type: "list-strap",
      categories: [],
      variants: [{ price: 390 }],
    });
    await t.ctx.db
      .insert(productGifts)
      .values({ masterProductId: watch.master.id, giftProductId: strap.products[0].id });
    const list = () => listAndCardReads(`/api/new/catalog/products/?category=${watches.urlPath}`);
    const gifts = (r: Awaited<ReturnType<typeof list>>) => r.res.body.items[0].gifts;
    const [{ name: strapName }] = await t.ctx.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, strap.products[0].id));
    expect(gifts(await list())).toEqual([strapName]);
    await t.ctx.db.update(products).set({ warehouseStock: 9 }).where(eq(products.id, tablet.products[0].id));
    expect((await list()).reads).toBe(0);
    await t.ctx.db.update(products).set({ name: "Řemínek L" }).where(eq(products.id, strap.products[0].id));
    const renamed = await list();
    expect(renamed.reads).toBeGreaterThan(0);
    expect(gifts(renamed)).toEqual(["Řemínek L"]);
  });
});

describe("a product answer in a meta-master", () => {
  it("shows a model that has just joined it among its switches (one model a memory size)", async () => {
    const f = catalogFactory(t.ctx);
    const [family] = await t.ctx.db.insert(metaMasters).values({ name: "Řada Q" }).returning();
    const model = (name: string, memory: number, metaMasterId?: number) =>
      f.model({
        name,
        maker: "Quanta",
        type: "handheld",
        categories: [],
        variants: [{ memory, price: 7990 }],
        metaMasterId,
      });
    const q1 = await model("Phone Q1", 128, family.id);
    const q2 = await model("Phone Q2", 256);
    const url = `/api/new/catalog/product/${q1.products[0].seoName}/`;
    const memories = async () =>
      (await t.client().get(url)).body.memories.map((m: { label: string }) => m.label);
    expect(await memories()).toEqual([]);
    // The answer was cached naming only Q1's own rows: the join is Q2's change.
    await t.ctx.db
      .update(masterProducts)
      .set({ metaMasterId: family.id })
      .where(eq(masterProducts.id, q2.master.id));
    expect(await memories()).toEqual(["128 GB", "256 GB"]);
  });
});

describe("the catalogue cache's size", () => {
  it("keeps at most 24 MB of answers, dropping the least recently used first", async () => {
    const cache = await catalogCache(t.ctx).at();
    let computed = 0;
    const big = (key: string) =>
      cache.get(key, async () => {
        computed++;
        return "č".repeat(1024 * 1024); // 2 MB as counted (two bytes a character beyond Latin-1)
      });
    for (let i = 0; i < 20; i++) await big(`big ${i}`);
    await big("big 19");
    expect(computed).toBe(20);
    await big("big 0");
    expect(computed).toBe(21);
  });
});
