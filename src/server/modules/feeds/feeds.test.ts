import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { productGifts, products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

const xsd = (name: string) => readFile(new URL(`./testing/${name}`, import.meta.url), "utf8");
const heurekaValid = async (xml: string) =>
  validateXML({
    xml: [{ fileName: "heureka.xml", contents: xml }],
    schema: [{ fileName: "heureka-feed.xsd", contents: await xsd("heureka-feed.xsd") }],
  });
const googleValid = async (xml: string) =>
  validateXML({
    xml: [{ fileName: "google.xml", contents: xml }],
    schema: [{ fileName: "google-feed.xsd", contents: await xsd("google-feed.xsd") }],
    preload: [{ fileName: "google-feed-g.xsd", contents: await xsd("google-feed-g.xsd") }],
  });
/** Each item of a feed as its XML text, by the item's id. */
const items = (xml: string, tag: string, id: RegExp) =>
  new Map(
    [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, "g"))].map((m) => [m[0].match(id)![1]!, m[0]]),
  );

let t: TestApp;
let staff: TestClient;
let phone: Awaited<ReturnType<ReturnType<typeof catalogFactory>["model"]>>;
let caseCode: string;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Mobilní telefony", seo: "mobilni-telefony", type: "phone" });
  const apple = await f.category({ name: "Apple", parent: phones, type: "phone" });
  const accessories = await f.category({ name: "Příslušenství", type: "accessory" });
  phone = await f.model({
    name: "Apple iPhone 15",
    maker: "Apple",
    type: "phone",
    categories: [phones.id, apple.id],
    variants: [
      { color: "Černá", memory: 128, price: 19990, common: 21990, stock: 3 },
      { color: "Modrá", memory: 128, price: 19990, stock: 0 },
      { color: "Černá", memory: 128, price: 14990, stock: 1, quality: "A" },
      { color: "Růžová", memory: 256, price: 22990, stock: 0 },
    ],
  });
  const store = await f.store("brno");
  await f.stockAt(store.id, phone.products[1]!.id, 2);
  await t.ctx.db.update(products).set({ ean: "0195949036743" }).where(eq(products.id, phone.products[0]!.id));
  const kryt = await f.model({
    name: "Kryt & sklo <Pro>",
    maker: "Spigen",
    type: "accessory",
    categories: [accessories.id],
    variants: [{ price: 299, stock: 10 }],
  });
  caseCode = kryt.products[0]!.code;
  await t.ctx.db
    .insert(productGifts)
    .values({ masterProductId: phone.master.id, giftProductId: kryt.products[0]!.id });
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
});
afterAll(() => t.close());

const code = (i: number) => phone.products[i]!.code;

describe("product feeds", () => {
  it("lists the market's feeds for staff, not yet written", async () => {
    const res = await staff.get("/api/new/feeds/admin/feeds/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        name: "heureka",
        url: expect.stringMatching(/^http.*\/feeds\/heureka\.xml$/),
        items: null,
        bytes: null,
        generated_at: null,
      },
      {
        name: "google",
        url: expect.stringMatching(/^http.*\/feeds\/google\.xml$/),
        items: null,
        bytes: null,
        generated_at: null,
      },
    ]);
  });

  it("writes Heureka's feed with what can be bought now, valid against its specification", async () => {
    const res = await t.app.inject({ url: "/feeds/heureka.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const valid = await heurekaValid(res.body);
    expect(valid.errors).toEqual([]);
    const byId = items(res.body, "SHOPITEM", /<ITEM_ID>([^<]+)<\/ITEM_ID>/);
    // The sold-out variant cannot be put in a cart, so it is not offered.
    expect([...byId.keys()].sort()).toEqual([code(0), code(1), code(2), caseCode].sort());

    const black = byId.get(code(0))!;
    expect(black).toContain("<PRICE_VAT>19990</PRICE_VAT>");
    expect(black).toContain("<CATEGORYTEXT>Mobilní telefony | Apple</CATEGORYTEXT>");
    expect(black).toContain("<PARAM><PARAM_NAME>Barva</PARAM_NAME><VAL>Černá</VAL></PARAM>");
    expect(black).toContain("<PARAM><PARAM_NAME>Paměť</PARAM_NAME><VAL>128 GB</VAL></PARAM>");
    expect(black).toContain("<EAN>0195949036743</EAN>");
    expect(black).toContain("<DELIVERY_DATE>0</DELIVERY_DATE>");
    // Free above 3 000 Kč with PPL; cash on delivery adds its 39 Kč.
    expect(black).toContain(
      "<DELIVERY><DELIVERY_ID>PPL</DELIVERY_ID><DELIVERY_PRICE>0</DELIVERY_PRICE><DELIVERY_PRICE_COD>39</DELIVERY_PRICE_COD></DELIVERY>",
    );
    expect(black).toContain("<GIFT>Kryt &amp; sklo &lt;Pro&gt;</GIFT>");
    expect(black).toContain(`<ITEMGROUP_ID>m${phone.master.id}</ITEMGROUP_ID>`);
    expect(black).not.toContain("ITEM_TYPE");

    const kryt = byId.get(caseCode)!;
    expect(kryt).toContain("<PRODUCTNAME>Kryt &amp; sklo &lt;Pro&gt;</PRODUCTNAME>");
    expect(kryt).toContain(
      "<DELIVERY><DELIVERY_ID>PPL</DELIVERY_ID><DELIVERY_PRICE>99</DELIVERY_PRICE><DELIVERY_PRICE_COD>138</DELIVERY_PRICE_COD></DELIVERY>",
    );
    // Only at a store: picked up there, no carrier.
    expect(byId.get(code(1))).not.toContain("<DELIVERY>");
    const used = byId.get(code(2))!;
    expect(used).toContain("<ITEM_TYPE>bazar</ITEM_TYPE>");
    expect(used).toContain("<PARAM><PARAM_NAME>Stav</PARAM_NAME><VAL>Výborný stav (A)</VAL></PARAM>");
  });

  it("writes Google's feed with every variant, the unbuyable out of stock, valid against RSS with g: fields", async () => {
    const res = await t.app.inject({ url: "/feeds/google.xml" });
    expect(res.statusCode).toBe(200);
    expect((await googleValid(res.body)).errors).toEqual([]);
    const byId = items(res.body, "item", /<g:id>([^<]+)<\/g:id>/);
    expect(byId.size).toBe(5);
    const black = byId.get(code(0))!;
    expect(black).toContain("<g:price>21990.00 CZK</g:price>");
    expect(black).toContain("<g:sale_price>19990.00 CZK</g:sale_price>");
    expect(black).toContain("<g:availability>in_stock</g:availability>");
    expect(black).toContain("<g:gtin>0195949036743</g:gtin>");
    expect(black).toMatch(/<link>http[^<]*\/apple-iphone-15-128-gb-cerna\/<\/link>/);
    expect(byId.get(code(1))).toContain("<g:availability>in_stock</g:availability>");
    expect(byId.get(code(2))).toContain("<g:condition>refurbished</g:condition>");
    const soldOut = byId.get(code(3))!;
    expect(soldOut).toContain("<g:availability>out_of_stock</g:availability>");
    expect(soldOut).toContain(`<g:mpn>${code(3)}</g:mpn>`);
    expect(soldOut).not.toContain("sale_price");
  });

  it("serves the written file until staff write it again, which picks up a price change", async () => {
    const first = await t.app.inject({ url: "/feeds/heureka.xml" });
    await t.ctx.db.update(products).set({ price: 1_799_000 }).where(eq(products.id, phone.products[0]!.id));
    const again = await t.app.inject({ url: "/feeds/heureka.xml" });
    expect(again.headers["last-modified"]).toBe(first.headers["last-modified"]);
    expect(again.body).toBe(first.body);

    const run = await staff.post("/api/new/feeds/admin/feeds/heureka/generate/");
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ name: "heureka", items: 4, bytes: expect.any(Number) });
    expect(Date.parse(run.body.generated_at)).toBeGreaterThan(0);
    const fresh = await t.app.inject({ url: "/feeds/heureka.xml" });
    expect(items(fresh.body, "SHOPITEM", /<ITEM_ID>([^<]+)<\/ITEM_ID>/).get(code(0))).toContain(
      "<PRICE_VAT>17990</PRICE_VAT>",
    );
    expect(Buffer.byteLength(fresh.body)).toBe(run.body.bytes);
  });

  it("sends the gzipped copy to a site that accepts gzip", async () => {
    const plain = await t.app.inject({ url: "/feeds/google.xml" });
    const zipped = await t.app.inject({
      url: "/feeds/google.xml",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
  });

  it("refuses a feed the market does not have", async () => {
    const res = await staff.post("/api/new/feeds/admin/feeds/zbozi/generate/");
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual(["Vyberte jednu z nabízených možností."]);
  });
});

describe("product feeds in the Romanian shop", () => {
  let ro: TestApp;
  beforeAll(async () => {
    ro = await createTestApp({ market: "ro" });
    const f = catalogFactory(ro.ctx);
    const phones = await f.category({ name: "Telefoane", type: "phone" });
    await f.model({
      name: "Samsung Galaxy S25",
      maker: "Samsung",
      type: "phone",
      categories: [phones.id],
      variants: [{ price: 4999 }],
    });
  });
  afterAll(() => ro.close());

  it("has Google's feed in lei and no Heureka feed", async () => {
    const google = await ro.app.inject({ url: "/feeds/google.xml" });
    expect((await googleValid(google.body)).errors).toEqual([]);
    expect(google.body).toContain("<g:price>4999.00 RON</g:price>");
    expect(google.body).toContain("<g:product_type>Telefoane</g:product_type>");
    expect((await ro.app.inject({ url: "/feeds/heureka.xml" })).statusCode).toBe(404);
  });
});
