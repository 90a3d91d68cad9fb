import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import {
  masterProducts,
  metaMasters,
  productGifts,
  products,
  specialOffers,
  storeStock,
  stores,
  typeCategories,
} from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { levelPriceCustomer } from "../../testing/level-price-customer.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { retailShopper } from "../pricing/pricing.service.js";
import { catalogLookups } from "./catalog.service.js";
import { productBySeoName } from "./product.queries.js";
import { answerOf, getProduct, productAnswer } from "./product.service.js";
import { fillProductAnswers, storeAnswers } from "./product-answers-fill.js";
import { storedProductAnswer } from "./product-answers-store.queries.js";

/**
 * Decision 026: the product answers' read model. A stored answer is what the live build gives; a
 * change of anything it shows marks it, so a reader never takes a stored answer older than a
 * committed change; the filler brings the stored answers back.
 */
let t: TestApp;
let db: Db;
/** Makes products of its own maker and type (the demo shop has "Apple" and "phone"). */
let f: ReturnType<typeof catalogFactory>;
const onePhone = (name: string, price: number, metaMasterId?: number) =>
  f.model({
    name,
    maker: "Answers Maker",
    type: "pa-phone",
    categories: [],
    variants: [{ price }],
    metaMasterId,
  });

/** The stored answer a reader would take (fresh, current epoch, within its offers' window), or null. */
const stored = async (seo: string) => (await storedProductAnswer(db, seo, t.ctx.market.code))?.body ?? null;
/** The answer built from the catalogue's tables, as a reader without a stored answer builds it. */
const live = async (seo: string) => {
  const row = await productBySeoName(db, seo, retailShopper(t.ctx.market), t.ctx.market.language);
  return row ? answerOf(t.ctx, await catalogLookups(t.ctx), row).text : null;
};
const fill = () => fillProductAnswers(t.ctx);

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  db = t.ctx.db;
  f = catalogFactory(t.ctx);
});
afterAll(() => t.close());

describe("the product answers' read model", () => {
  it("holds, after the seed, every active demo product's answer as the live build makes it", async () => {
    const active = await queryRows<{ seo: string }>(
      db,
      sql`select seo_name as seo from products where is_active order by id`,
    );
    expect(active.length).toBeGreaterThan(50);
    for (const { seo } of active) {
      const body = await stored(seo);
      expect(body, seo).not.toBeNull();
      expect(body, seo).toBe(await live(seo));
    }
  });

  it("reads a variant's change at once on its model's every page, and stores it again on the next fill", async () => {
    const model = await f.model({
      name: "Answers Phone",
      maker: "Answers Maker",
      type: "pa-phone",
      categories: [],
      variants: [
        { color: "Černá", memory: 128, price: 10990 },
        { color: "Bílá", memory: 256, price: 12990 },
      ],
    });
    const [black, white] = model.products;
    // New products come with a stale row: readers build them live, the filler finds them.
    expect(await stored(black.seoName)).toBeNull();
    await fill();
    expect(await stored(white.seoName)).toBe(await live(white.seoName));

    // The black one goes up in price: the white one's page shows it in its colour switch.
    await db.update(products).set({ price: 11990_00 }).where(eq(products.id, black.id));
    expect(await stored(white.seoName)).toBeNull();
    expect(await stored(black.seoName)).toBeNull();
    expect((await getProduct(t.ctx, black.seoName)).price).toBe(11990_00);

    await fill();
    expect(await stored(white.seoName)).toBe(await live(white.seoName));
    expect(JSON.parse((await stored(black.seoName))!).price).toBe(11990_00);
    // A reader takes the stored text as it is.
    expect((await productAnswer(t.ctx, black.seoName)).text).toBe(await stored(black.seoName));
  });

  it("marks a page when an accessory it recommends changes", async () => {
    const host = await onePhone("PA Host", 9990);
    await fill();
    // The database recommends the maker's other models to the host (decision 012).
    const seo = host.products[0].seoName;
    const shown = JSON.parse((await stored(seo))!).accessories as { id: number; master_id: number }[];
    expect(shown.length).toBeGreaterThan(0);
    await db.update(products).set({ price: 777_00 }).where(eq(products.id, shown[0].id));
    expect(await stored(seo)).toBeNull();
    await fill();
    expect(await stored(seo)).toBe(await live(seo));

    // The accessory's card lists its model's gifts by name: a gift's rename is the host page's change.
    const gift = await onePhone("PA Cable", 190);
    await db
      .insert(productGifts)
      .values({ masterProductId: shown[0].master_id, giftProductId: gift.products[0].id });
    await fill();
    expect(JSON.parse((await stored(seo))!).accessories[0].gifts).toEqual(["PA Cable"]);
    await db.update(products).set({ name: "PA Cable 2 m" }).where(eq(products.id, gift.products[0].id));
    expect(await stored(seo)).toBeNull();
    await fill();
    expect(JSON.parse((await stored(seo))!).accessories[0].gifts).toEqual(["PA Cable 2 m"]);
  });

  it("marks the pages of a meta-master a model joins, and shows a new gift", async () => {
    const [meta] = await db.insert(metaMasters).values({ name: "PA Family" }).returning();
    // Two memory sizes in one model: the page offers the group's other models as model choices.
    const first = await f.model({
      name: "PA Family One",
      maker: "Answers Maker",
      type: "pa-phone",
      categories: [],
      variants: [
        { memory: 128, price: 8990 },
        { memory: 256, price: 9990 },
      ],
      metaMasterId: meta.id,
    });
    const second = await onePhone("PA Family Two", 9990);
    const gift = await onePhone("PA Earbuds", 990);
    await fill();
    const seo = first.products[0].seoName;
    expect(JSON.parse((await stored(seo))!).models).toHaveLength(0);

    await db
      .update(masterProducts)
      .set({ metaMasterId: meta.id })
      .where(eq(masterProducts.id, second.master.id));
    expect(await stored(seo)).toBeNull();
    await fill();
    expect(JSON.parse((await stored(seo))!).models).toHaveLength(2);
    // The meta-master's own name is on no page: its rename marks nothing.
    await db.update(metaMasters).set({ name: "PA Family (renamed)" }).where(eq(metaMasters.id, meta.id));
    expect(await stored(seo)).toBe(await live(seo));

    await db
      .insert(productGifts)
      .values({ masterProductId: first.master.id, giftProductId: gift.products[0].id });
    expect(await stored(seo)).toBeNull();
    await fill();
    expect(JSON.parse((await stored(seo))!).gifts).toMatchObject([{ name: "PA Earbuds" }]);
    // The gift is shown by name: its rename is the page's change too.
    await db.update(products).set({ name: "PA Earbuds Pro" }).where(eq(products.id, gift.products[0].id));
    expect(await stored(seo)).toBeNull();
    await fill();
    expect(await stored(seo)).toBe(await live(seo));
  });

  it("keeps an answer until its offer starts, then builds it again", async () => {
    const phone = await onePhone("PA Offer Phone", 6990);
    const seo = phone.products[0].seoName;
    await db.insert(specialOffers).values({
      kind: "promo",
      masterProductId: phone.master.id,
      name: "Cashback 500 Kč",
      validFrom: new Date(Date.now() + 3_600_000),
    });
    await fill();
    expect(JSON.parse((await stored(seo))!).offers).toEqual([]);
    const [row] = await queryRows<{ until: string | null }>(
      db,
      sql`select fresh_until::text as until from catalog_product_docs where seo_name = ${seo}`,
    );
    expect(row.until).not.toBeNull();

    // An hour on: the offer has started, the stored answer no longer holds.
    await db
      .update(specialOffers)
      .set({ validFrom: new Date(Date.now() - 1000) })
      .where(eq(specialOffers.masterProductId, phone.master.id));
    await db.execute(sql`update catalog_product_docs set stale = false, fresh_until = now() - interval '1 second'
      where seo_name = ${seo}`);
    expect(await stored(seo)).toBeNull();
    expect((await getProduct(t.ctx, seo)).offers).toMatchObject([{ name: "Cashback 500 Kč" }]);
    await fill();
    expect(JSON.parse((await stored(seo))!).offers).toMatchObject([{ name: "Cashback 500 Kč" }]);

    // Moved to another model, the offer leaves this page too.
    const other = await onePhone("PA Offer Phone 2", 7990);
    await fill();
    await db
      .update(specialOffers)
      .set({ masterProductId: other.master.id })
      .where(eq(specialOffers.masterProductId, phone.master.id));
    expect(await stored(seo)).toBeNull();
    expect(await stored(other.products[0].seoName)).toBeNull();
    await fill();
    expect(JSON.parse((await stored(seo))!).offers).toEqual([]);
  });

  it("makes every answer older when a category's name changes, and the filler stores them all again", async () => {
    const [{ seo, category }] = await queryRows<{ seo: string; category: number }>(
      db,
      sql`select p.seo_name as seo, c.type_category_id as category from products p
        join master_product_categories c on c.master_product_id = p.master_product_id
        where p.is_active order by p.id limit 1`,
    );
    const [before] = await db.select().from(typeCategories).where(eq(typeCategories.id, category));
    await db
      .update(typeCategories)
      .set({ name: `${before.name} (nové)` })
      .where(eq(typeCategories.id, category));
    expect(await stored(seo)).toBeNull();
    const { stored: n } = await fill();
    expect(n).toBeGreaterThan(50);
    expect(await stored(seo)).toBe(await live(seo));
    await db.update(typeCategories).set({ name: before.name }).where(eq(typeCategories.id, category));
  });

  it("marks, when a store changes, only the pages of products it has in stock", async () => {
    const stocked = await onePhone("PA Stocked", 5990);
    const elsewhere = await onePhone("PA Elsewhere", 5990);
    const [store] = await db.select().from(stores).limit(1);
    await db.insert(storeStock).values({ storeId: store.id, productId: stocked.products[0].id, quantity: 2 });
    await fill();
    const [seo, other] = [stocked.products[0].seoName, elsewhere.products[0].seoName];
    expect(JSON.parse((await stored(seo))!).stock.stores).toMatchObject([{ name: store.name }]);

    await db
      .update(stores)
      .set({ name: `${store.name} (nová)` })
      .where(eq(stores.id, store.id));
    expect(await stored(seo)).toBeNull();
    // Not an epoch move: the other page keeps its stored answer.
    expect(await stored(other)).toBe(await live(other));
    expect((await getProduct(t.ctx, seo)).stock.stores).toMatchObject([{ name: `${store.name} (nová)` }]);
    await fill();
    expect(await stored(seo)).toBe(await live(seo));
    await db.update(stores).set({ name: store.name }).where(eq(stores.id, store.id));
  });

  it("drops a retired product's row, and answers it not found", async () => {
    const phone = await onePhone("PA Retired", 4990);
    await fill();
    await db.update(products).set({ isActive: false }).where(eq(products.id, phone.products[0].id));
    expect(await storeAnswers(t.ctx, [phone.products[0].id])).toBe(0);
    expect(
      await queryRows(db, sql`select 1 from catalog_product_docs where product_id = ${phone.products[0].id}`),
    ).toEqual([]);
    await expect(getProduct(t.ctx, phone.products[0].seoName)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("never gives a customer with level prices the stored retail answer", async () => {
    const phone = await onePhone("PA Level", 19990);
    const seo = phone.products[0].seoName;
    await fill();
    expect(await stored(seo)).not.toBeNull();
    const shopper = await levelPriceCustomer(t.ctx, "pa-level@example.cz", phone.products[0].id, 18990_00);
    expect((await getProduct(t.ctx, seo, shopper)).price).toBe(18990_00);
    expect(JSON.parse((await stored(seo))!).price).toBe(19990_00);
  });
});

/**
 * The race the version lock closes: a writer's change, not yet committed while the filler reads,
 * must not leave a fresh answer with the old rows. Two connections, so PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)("an answers' fill during a catalogue write", () => {
  it("leaves the answer stale when the write commits after the fill", async () => {
    const phone = await onePhone("PA Race", 7990);
    const { id, seoName } = phone.products[0];
    await fill();
    const pool = new pg.Pool({ connectionString: t.db.url!, max: 1 });
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query("update products set price = 899000 where id = $1", [id]);
      await db.execute(sql`update catalog_product_docs set stale = true where product_id = ${id}`);
      // The filler reads the committed (old) price while the writer's change is pending.
      expect(await storeAnswers(t.ctx, [id])).toBe(1);
      expect(JSON.parse((await stored(seoName))!).price).toBe(7990_00);
      await client.query("commit");
    } finally {
      client.release();
      await pool.end();
    }
    expect(await stored(seoName)).toBeNull();
    expect((await getProduct(t.ctx, seoName)).price).toBe(8990_00);
  });
});
