import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { masterProducts, productGifts, products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";

// Recommended accessories fit the product by model (decision 012): they are stored per model by
// the database's refresh and follow every catalogue change that can alter them.
let t: TestApp;
let f: ReturnType<typeof catalogFactory>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const acc = await f.category({ name: "Příslušenství", seo: "prislusenstvi", type: "accessory" });
  const model = async (name: string, maker: string, type: string, price: number, attrs = {}) => {
    const m = await f.model({
      name,
      maker,
      type,
      categories: [type === "phone" ? phones.id : acc.id],
      variants: [{ color: "Černá", price, attrs }],
    });
    ids[name] = m.master.id;
    return m;
  };
  await model("Samsung Galaxy A56 5G", "Samsung", "phone", 8990);
  await model("Samsung Galaxy S25", "Samsung", "phone", 21990);
  await model("Apple iPhone 16", "Apple", "phone", 22990);
  await model("Apple iPhone 16 Pro", "Apple", "phone", 29990);
  await model("Pouzdro Galaxy A56", "Spigen", "accessory", 390);
  await model("Samsung Silicone Case Galaxy S25", "Samsung", "accessory", 790);
  await model("Samsung Nabíječka 45W", "Samsung", "accessory", 990);
  await model("Apple AirPods 4", "Apple", "accessory", 3790);
  await model("Apple Kryt iPhone 16 Pro", "Apple", "accessory", 1390);
  await model("Anker PowerCore 10000", "Anker", "accessory", 890);
  await model("Ochranné sklo", "PanzerGlass", "accessory", 699, {
    compatible_models: "iPhone 16; Galaxy S25",
  });
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
});
afterAll(() => t.close());

const accessoriesOf = async (seo: string): Promise<string[]> => {
  const res = await t.client().get(`/api/new/catalog/product/${seo}/`);
  expect(res.status).toBe(200);
  return res.body.accessories.map((a: { name: string }) => a.name);
};

const storedFor = (model: string) =>
  queryRows<{ name: string; tier: number }>(
    t.ctx.db,
    sql`select a.name, pa.tier from product_accessories pa join master_products a on a.id = pa.accessory_master_product_id
      where pa.master_product_id = ${ids[model]} order by pa.rank`,
  );

describe("recommended accessories", () => {
  it("fit the product's model, then its maker's universal accessories, never another model's", async () => {
    expect(await accessoriesOf("samsung-galaxy-a56-5g-cerna")).toEqual([
      "Pouzdro Galaxy A56",
      "Samsung Nabíječka 45W",
      "Anker PowerCore 10000",
    ]);
    const s25 = await accessoriesOf("samsung-galaxy-s25-cerna");
    expect(s25.slice(0, 2).sort()).toEqual(["Ochranné sklo", "Samsung Silicone Case Galaxy S25"]);
    expect(s25).not.toContain("Pouzdro Galaxy A56");
    expect(s25).not.toContain("Apple AirPods 4");
    // "Kryt iPhone 16 Pro" names the 16 Pro, the longer key: not the 16's case.
    const iphone = await accessoriesOf("apple-iphone-16-cerna");
    expect(iphone).toContain("Ochranné sklo");
    expect(iphone).not.toContain("Apple Kryt iPhone 16 Pro");
    expect((await accessoriesOf("apple-iphone-16-pro-cerna"))[0]).toBe("Apple Kryt iPhone 16 Pro");
  });

  it("follow a renamed, deactivated or re-ranked accessory", async () => {
    // Read (and cached) before the change: the page must not keep its old list.
    expect(await accessoriesOf("samsung-galaxy-s25-cerna")).not.toContain("Pouzdro Galaxy S25");
    await t.ctx.db
      .update(masterProducts)
      .set({ name: "Pouzdro Galaxy S25" })
      .where(eq(masterProducts.id, ids["Pouzdro Galaxy A56"]));
    expect((await storedFor("Samsung Galaxy A56 5G")).map((r) => r.name)).not.toContain("Pouzdro Galaxy S25");
    expect(await storedFor("Samsung Galaxy S25")).toContainEqual({ name: "Pouzdro Galaxy S25", tier: 1 });
    expect(await accessoriesOf("samsung-galaxy-s25-cerna")).toContain("Pouzdro Galaxy S25");

    const s = t.client();
    await s.login("staff@example.cz", "Heslo123!");
    const [charger] = await t.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.masterProductId, ids["Samsung Nabíječka 45W"]));
    const off = await s.patch(`/api/new/catalog/admin/products/${charger.id}/`, { is_active: false });
    expect(off.status).toBe(200);
    expect((await storedFor("Samsung Galaxy A56 5G")).map((r) => r.name)).toEqual(["Anker PowerCore 10000"]);

    await t.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, charger.id));
    await t.ctx.db
      .update(masterProducts)
      .set({ recommendedRank: 5 })
      .where(eq(masterProducts.id, ids["Anker PowerCore 10000"]));
    expect(await storedFor("Samsung Galaxy A56 5G")).toEqual([
      { name: "Samsung Nabíječka 45W", tier: 2 },
      { name: "Anker PowerCore 10000", tier: 3 },
    ]);
  });

  it("show the variant to buy of each accessory's model, as soon as another variant comes in", async () => {
    const page = "apple-iphone-16-pro-cerna";
    const card = async () => {
      const res = await t.client().get(`/api/new/catalog/product/${page}/`);
      return res.body.accessories.find((a: { name: string }) => a.name === "Apple Kryt iPhone 16 Pro");
    };
    const first = await card();
    // A cheaper colour, not in stock: the card keeps the variant in stock (read and cached again).
    const [cheaper] = await t.ctx.db
      .insert(products)
      .values({
        masterProductId: ids["Apple Kryt iPhone 16 Pro"],
        code: "KRYT-MODRA",
        seoName: "apple-kryt-iphone-16-pro-modra",
        name: "Apple Kryt iPhone 16 Pro Modrá",
        colorName: "Modrá",
        quality: "new",
        price: 990_00,
        warehouseStock: 0,
      })
      .returning();
    expect((await card()).id).toBe(first.id);
    // It comes in: the phone's cached answer shows it, though its tags named only the other variant.
    await t.ctx.db.update(products).set({ warehouseStock: 4 }).where(eq(products.id, cheaper.id));
    expect(await card()).toMatchObject({ id: cheaper.id, price: 990_00 });
  });

  it("show a gift's new name on the cards of the accessory it is given with", async () => {
    const page = "apple-iphone-16-pro-cerna";
    const giftsOnCard = async () => {
      const res = await t.client().get(`/api/new/catalog/product/${page}/`);
      return res.body.accessories.find((a: { name: string }) => a.name === "Apple Kryt iPhone 16 Pro").gifts;
    };
    // A Samsung charger: recommended with Samsung phones only, so not on the iPhone's page itself.
    const [charger] = await t.ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.masterProductId, ids["Samsung Nabíječka 45W"]));
    await t.ctx.db
      .insert(productGifts)
      .values({ masterProductId: ids["Apple Kryt iPhone 16 Pro"], giftProductId: charger.id });
    expect(await accessoriesOf(page)).not.toContain("Samsung Nabíječka 45W");
    expect(await giftsOnCard()).toEqual([charger.name]);
    // The phone's cached answer is tagged with the case's model, not with the charger.
    await t.ctx.db
      .update(products)
      .set({ name: "Nabíječka 45W Super Fast" })
      .where(eq(products.id, charger.id));
    expect(await giftsOnCard()).toEqual(["Nabíječka 45W Super Fast"]);
  });

  it("move to a new model whose name is more specific", async () => {
    const [phones] = await queryRows<{ id: number }>(
      t.ctx.db,
      sql`select id from type_categories where seo_name = 'telefony'`,
    );
    await f.model({
      name: "Samsung Galaxy S25 Ultra",
      maker: "Samsung",
      type: "phone",
      categories: [phones.id],
      variants: [{ color: "Černá", price: 31990 }],
    });
    await t.ctx.db
      .update(masterProducts)
      .set({ name: "Samsung Silicone Case Galaxy S25 Ultra" })
      .where(eq(masterProducts.id, ids["Samsung Silicone Case Galaxy S25"]));
    expect((await accessoriesOf("samsung-galaxy-s25-ultra-cerna"))[0]).toBe(
      "Samsung Silicone Case Galaxy S25 Ultra",
    );
    expect((await storedFor("Samsung Galaxy S25")).map((r) => r.name)).not.toContain(
      "Samsung Silicone Case Galaxy S25 Ultra",
    );
  });

  it("fit every model an accessory lists, whatever the length of each entry, and no other device of the maker", async () => {
    const [[phones], [acc]] = await Promise.all(
      ["telefony", "prislusenstvi"].map((seo) =>
        queryRows<{ id: number }>(t.ctx.db, sql`select id from type_categories where seo_name = ${seo}`),
      ),
    );
    await f.model({
      name: "Apple iPad Air 11",
      maker: "Apple",
      type: "tablet",
      categories: [phones.id],
      variants: [{ color: "Modrá", price: 17990 }],
    });
    await f.model({
      name: "Apple iPhone 13",
      maker: "Apple",
      type: "phone",
      categories: [phones.id],
      variants: [{ color: "Černá", price: 13990 }],
    });
    await f.model({
      name: "Apple MagSafe nabíječka",
      maker: "Apple",
      type: "accessory",
      categories: [acc.id],
      variants: [{ color: "Bílá", price: 1290, attrs: { compatible_models: "iPhone 16 Pro; iPhone 13" } }],
    });
    // Listed with a two-word and a three-word key: both fit (the longest key wins within an entry).
    expect(await accessoriesOf("apple-iphone-16-pro-cerna")).toContain("Apple MagSafe nabíječka");
    expect(await accessoriesOf("apple-iphone-13-cerna")).toContain("Apple MagSafe nabíječka");
    // A listing accessory is no maker-wide one: not on an iPad, nor on an iPhone it does not list.
    expect(await accessoriesOf("apple-ipad-air-11-modra")).not.toContain("Apple MagSafe nabíječka");
    expect(await accessoriesOf("apple-iphone-16-cerna")).not.toContain("Apple MagSafe nabíječka");
  });
});

// Chargers and cables fit by connector (migration accessory_connectors), not by maker.
describe("recommended chargers and cables", () => {
  const seo: Record<string, string> = {};
  const connectorModel = async (name: string, maker: string, type: string, connectors: string) => {
    const [[phones], [acc]] = await Promise.all(
      ["telefony", "prislusenstvi"].map((s) =>
        queryRows<{ id: number }>(t.ctx.db, sql`select id from type_categories where seo_name = ${s}`),
      ),
    );
    const m = await f.model({
      name,
      maker,
      type,
      categories: [type === "accessory" ? acc.id : phones.id],
      variants: [{ color: "Bílá", price: type === "accessory" ? 590 : 15990, attrs: { connectors } }],
    });
    ids[name] = m.master.id;
    seo[name] = m.products[0].seoName;
  };
  beforeAll(async () => {
    await connectorModel("Apple iPhone 14", "Apple", "phone", "Lightning; MagSafe");
    await connectorModel("Apple iPhone 15", "Apple", "phone", "USB-C; MagSafe");
    await connectorModel("Samsung Galaxy A36", "Samsung", "phone", "USB-C");
    await connectorModel("Apple Nabíječka USB-C 20W", "Apple", "accessory", "USB-C");
    await connectorModel("Apple Kabel Lightning 1 m", "Apple", "accessory", "Lightning");
    await connectorModel("Apple MagSafe Charger", "Apple", "accessory", "MagSafe");
  });

  it("a phone page recommends the chargers and cables of its connectors, whoever makes them, and no other", async () => {
    const lightning = await accessoriesOf(seo["Apple iPhone 14"]);
    expect(lightning).toContain("Apple Kabel Lightning 1 m");
    expect(lightning).toContain("Apple MagSafe Charger");
    expect(lightning).not.toContain("Apple Nabíječka USB-C 20W");
    const usbc = await accessoriesOf(seo["Apple iPhone 15"]);
    expect(usbc).toContain("Apple Nabíječka USB-C 20W");
    expect(usbc).toContain("Apple MagSafe Charger");
    expect(usbc).not.toContain("Apple Kabel Lightning 1 m");
    // Another maker's phone with the same connector: the Apple USB-C charger fits it (first tier),
    // no Apple cable or MagSafe charger does.
    const galaxy = await storedFor("Samsung Galaxy A36");
    expect(galaxy).toContainEqual({ name: "Apple Nabíječka USB-C 20W", tier: 1 });
    expect(galaxy.map((r) => r.name)).not.toContain("Apple Kabel Lightning 1 m");
    expect(galaxy.map((r) => r.name)).not.toContain("Apple MagSafe Charger");
    // No longer one of Apple's universal accessories: not on a device without its connector.
    for (const other of ["Apple iPhone 16", "Apple iPhone 16 Pro"])
      expect((await storedFor(other)).map((r) => r.name)).not.toContain("Apple Kabel Lightning 1 m");
  });

  it("a charger's page lists the cables of its connector", async () => {
    await connectorModel("Apple Kabel USB-C 1 m", "Apple", "accessory", "USB-C");
    expect(await accessoriesOf(seo["Apple Nabíječka USB-C 20W"])).toContain("Apple Kabel USB-C 1 m");
    expect(await accessoriesOf(seo["Apple Nabíječka USB-C 20W"])).not.toContain("Apple Kabel Lightning 1 m");
  });

  it("follow a changed connector of a device or of a cable", async () => {
    // The A36 read first (and cached): the list must not stay as it was.
    expect(await accessoriesOf(seo["Samsung Galaxy A36"])).not.toContain("Apple Kabel Lightning 1 m");
    await t.ctx.db.execute(
      sql`update products set attributes = attributes || '{"connectors": "Lightning"}'::jsonb
        where master_product_id = ${ids["Samsung Galaxy A36"]}`,
    );
    const a36 = await accessoriesOf(seo["Samsung Galaxy A36"]);
    expect(a36).toContain("Apple Kabel Lightning 1 m");
    expect(a36).not.toContain("Apple Nabíječka USB-C 20W");
    await t.ctx.db.execute(
      sql`update products set attributes = attributes || '{"connectors": "USB-C"}'::jsonb
        where master_product_id = ${ids["Apple Kabel Lightning 1 m"]}`,
    );
    expect(await accessoriesOf(seo["Apple iPhone 14"])).not.toContain("Apple Kabel Lightning 1 m");
    expect(await accessoriesOf(seo["Apple iPhone 15"])).toContain("Apple Kabel Lightning 1 m");
    expect(await accessoriesOf(seo["Samsung Galaxy A36"])).not.toContain("Apple Kabel Lightning 1 m");
  });
});
