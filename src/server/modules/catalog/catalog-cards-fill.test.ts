import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/query-rows.js";
import { productGifts, products, typeCategories } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { levelPriceCustomer } from "../../testing/level-price-customer.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { cardsByProductIds, liveRetailCards } from "./catalog-cards.queries.js";
import { fillCards } from "./catalog-cards-fill.js";
import { storeCards } from "./catalog-cards-store.queries.js";
import { getProduct } from "./product.service.js";

/**
 * Decision 025: the cards' read model. A stored card is what the live statement gives; a change
 * marks what it touched, so a reader never shows a stored card older than a committed change; the
 * filler brings the stored cards back.
 */
let t: TestApp;
let db: Db;
/** Makes products of its own maker and type (the demo shop has "Apple" and "phone"). */
let f: ReturnType<typeof catalogFactory>;
/** A model of one variant at `price` (whole crowns), in no category. */
const onePhone = (name: string, price: number) =>
  f.model({ name, maker: "Read Model Maker", type: "rm-phone", categories: [], variants: [{ price }] });
const lang = () => t.ctx.market.language;
const market = () => t.ctx.market.code;

/** Each card as stored and fresh, or null: what a reader would take from the read model. */
const stored = async (ids: number[]) =>
  (
    await queryRows<{ id: number; card: unknown }>(
      db,
      sql`select u.id, c.card from unnest(${`{${ids.join(",")}}`}::int[]) u(id)
        left join catalog_cards c on c.product_id = u.id and not c.stale
          and c.epoch = (select epoch from catalog_cards_state where id = 1)`,
    )
  ).map((r) => r.card);

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  db = t.ctx.db;
  f = catalogFactory(t.ctx);
});
afterAll(() => t.close());

describe("the cards' read model", () => {
  it("holds, after the seed, every active demo product's card as the live statement reads it", async () => {
    const ids = (await db.select({ id: products.id }).from(products).where(eq(products.isActive, true))).map(
      (r) => r.id,
    );
    expect(ids.length).toBeGreaterThan(50);
    const cards = await stored(ids);
    expect(cards.every((c) => c !== null)).toBe(true);
    expect(cards).toEqual(JSON.parse(JSON.stringify(await liveRetailCards(db, ids, lang(), market()))));
  });

  it("reads a product's change at once, for its whole model, and stores it again on the next fill", async () => {
    const phones = await f.category({ name: "Telefony RM", seo: "telefony-rm", type: "rm-phone" });
    const model = await f.model({
      name: "Read Model Phone",
      maker: "Read Model Maker",
      type: "rm-phone",
      categories: [phones.id],
      variants: [
        { color: "Černá", memory: 128, price: 10990 },
        { color: "Bílá", memory: 256, price: 12990 },
      ],
    });
    const [black, white] = model.products.map((p) => p.id);
    // New products come with a stale row: readers read them live, the filler finds them.
    expect(await stored([black, white])).toEqual([null, null]);
    await fillCards(db, lang(), market());
    const before = await cardsByProductIds(db, [black, white], lang());
    expect(await stored([black, white])).toEqual(JSON.parse(JSON.stringify(before)));
    expect(before[1].variant_count).toBe(2);

    // The black one goes up in price and the white one is retired: both cards are stale.
    await db.update(products).set({ price: 11990_00 }).where(eq(products.id, black));
    await db.update(products).set({ isActive: false }).where(eq(products.id, white));
    expect(await stored([black, white])).toEqual([null, null]);
    const after = await cardsByProductIds(db, [black, white], lang());
    expect(after[0].price).toBe(11990_00);
    expect(after[0].variant_count).toBe(1);

    await fillCards(db, lang(), market());
    expect(await stored([black, white])).toEqual(JSON.parse(JSON.stringify(after)));
    expect(await cardsByProductIds(db, [black, white], lang())).toEqual(after);
  });

  it("drops every stored card when a category's name changes, and the filler stores them all again", async () => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1);
    await fillCards(db, lang(), market());
    const [card] = await cardsByProductIds(db, [product.id], lang());
    const [category] = await db
      .select()
      .from(typeCategories)
      .where(eq(typeCategories.name, card.categories[0]));
    await db
      .update(typeCategories)
      .set({ name: `${category.name} (nové)` })
      .where(eq(typeCategories.id, category.id));

    expect(await stored([product.id])).toEqual([null]);
    const [renamed] = await cardsByProductIds(db, [product.id], lang());
    expect(renamed.categories[0]).toBe(`${category.name} (nové)`);

    const { stored: n } = await fillCards(db, lang(), market(), null);
    expect(n).toBeGreaterThan(50);
    expect(await stored([product.id])).toEqual([JSON.parse(JSON.stringify(renamed))]);
    await db.update(typeCategories).set({ name: category.name }).where(eq(typeCategories.id, category.id));
  });

  it("gives a product's accessories their stored cards at retail, and a customer's level price live", async () => {
    const host = await onePhone("RM Host", 9990);
    await fillCards(db, lang(), market());
    // The database recommends the maker's other models to the host (decision 012).
    const retail = await getProduct(t.ctx, host.products[0].seoName);
    expect(retail.accessories.length).toBeGreaterThan(0);
    const ids = retail.accessories.map((a) => a.id);
    expect(JSON.stringify(await stored(ids))).toBe(JSON.stringify(retail.accessories));

    const [first] = retail.accessories;
    const shopper = await levelPriceCustomer(t.ctx, "rm-level@example.cz", first.id, first.price - 100);
    const customer = await getProduct(t.ctx, host.products[0].seoName, shopper);
    // Read live: the customer's lowest list price (the demo shop's lists may go lower than ours).
    const [level] = await cardsByProductIds(db, [first.id], lang(), shopper);
    expect(level.price).toBeLessThanOrEqual(first.price - 100);
    expect(customer.accessories[0]).toEqual(level);
  });

  it("shows a model's new gift at once, and a renamed gift on its recipients' cards", async () => {
    const phone = await onePhone("RM Gifted", 15990);
    const gift = await onePhone("RM Earbuds", 990);
    const id = phone.products[0].id;
    await fillCards(db, lang(), market());
    expect(await stored([id])).toMatchObject([{ gifts: [] }]);

    await db
      .insert(productGifts)
      .values({ masterProductId: phone.master.id, giftProductId: gift.products[0].id });
    expect(await stored([id])).toEqual([null]);
    expect((await cardsByProductIds(db, [id], lang()))[0].gifts).toEqual(["RM Earbuds"]);
    await fillCards(db, lang(), market());
    expect(await stored([id])).toMatchObject([{ gifts: ["RM Earbuds"] }]);

    await db.update(products).set({ name: "RM Earbuds Pro" }).where(eq(products.id, gift.products[0].id));
    expect(await stored([id])).toEqual([null]);
    expect((await cardsByProductIds(db, [id], lang()))[0].gifts).toEqual(["RM Earbuds Pro"]);
  });

  it("removes the row of a product the catalogue no longer has", async () => {
    const model = await onePhone("Gone Phone", 5990);
    const id = model.products[0].id;
    await fillCards(db, lang(), market());
    await db.execute(sql`delete from catalog_cards where product_id = ${id}`);
    await db.execute(
      sql`insert into catalog_cards (product_id, master_id, epoch, lang, stale) values (${id + 100000}, 0, 0, '', true)`,
    );
    expect(await storeCards(db, [id + 100000], lang(), market())).toBe(0);
    expect(await queryRows(db, sql`select 1 from catalog_cards where product_id = ${id + 100000}`)).toEqual(
      [],
    );
  });
});

/**
 * The race the version lock closes: a writer's change, not yet committed while the filler reads,
 * must not leave a fresh card with the old rows. Two connections, so PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)("a fill during a catalogue write", () => {
  it("leaves the card stale when the write commits after the fill", async () => {
    const model = await onePhone("Race Phone", 7990);
    const id = model.products[0].id;
    await fillCards(db, lang(), market());

    const pool = new pg.Pool({ connectionString: t.db.url!, max: 1 });
    try {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query("update products set price = 899000 where id = $1", [id]);
        await db.execute(sql`update catalog_cards set stale = true where product_id = ${id}`);
        // The filler reads the committed (old) price while the writer's change is pending.
        expect(await storeCards(db, [id], lang(), market())).toBe(1);
        expect((await stored([id]))[0]).toMatchObject({ price: 7990_00 });
        await client.query("commit");
      } finally {
        client.release();
      }
      expect(await stored([id])).toEqual([null]);
      const [card] = await cardsByProductIds(db, [id], lang());
      expect(card.price).toBe(8990_00);
    } finally {
      await pool.end();
    }
  });

  it("waits for a writer whose commit is under way, then reads its rows", async () => {
    const model = await onePhone("Race Phone 2", 6990);
    const id = model.products[0].id;
    await fillCards(db, lang(), market());
    const pool = new pg.Pool({ connectionString: t.db.url!, max: 1 });
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query("update products set price = 649000 where id = $1", [id]);
      // The deferred trigger moves the version now, as a commit would, and holds its row.
      await client.query("set constraints all immediate");
      const fill = storeCards(db, [id], lang(), market());
      await new Promise((r) => setTimeout(r, 100));
      await client.query("commit");
      expect(await fill).toBe(1);
      expect((await stored([id]))[0]).toMatchObject({ price: 6490_00 });
    } finally {
      client.release();
      await pool.end();
    }
  });
});
