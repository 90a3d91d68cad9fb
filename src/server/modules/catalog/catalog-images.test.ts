import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageLinks, images } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

// Pictures as the images module stores them: rows of `images` linked to a model per colour.
let t: TestApp;
let blackSeo: string;
let pinkSeo: string;
let bareSeo: string;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const pixel = await f.model({
    name: "Google Pixel 9",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 20990 },
      { color: "Růžová", memory: 128, price: 21990 },
    ],
  });
  const bare = await f.model({
    name: "Bez obrázku",
    maker: "Google",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", price: 990 }],
  });
  [blackSeo, pinkSeo] = pixel.products.map((p) => p.seoName);
  bareSeo = bare.products[0].seoName;
  const image = (hash: string, altCs = "", altRo = "") => ({
    hash,
    mime: "image/webp",
    width: 1200,
    height: 1200,
    bytes: 1000,
    fileName: `${hash}.webp`,
    altCs,
    altRo,
  });
  const rows = await t.ctx.db
    .insert(images)
    .values([
      image("blackmain00000000000", "Pixel 9 černý zepředu", "Pixel 9 negru"),
      image("blackback00000000000"),
      image("pinkmain000000000000", "Pixel 9 růžový"),
      image("general0000000000000", "Krabice"),
    ])
    .returning({ id: images.id });
  const link = (i: number, colour: string, position: number, isMain = false) => ({
    imageId: rows[i].id,
    entityType: "master_product",
    entityId: pixel.master.id,
    colour,
    position,
    isMain,
  });
  await t.ctx.db
    .insert(imageLinks)
    .values([link(1, "Černá", 1), link(0, "Černá", 0, true), link(2, "Růžová", 0, true), link(3, "", 5)]);
});
afterAll(() => t.close());

describe("pictures in catalogue reads", () => {
  it("cards carry their colour's main picture with the alt text and widths, a model without pictures null", async () => {
    const res = await t.client().get("/api/new/catalog/products/?category=telefony&sort=price_desc");
    expect(res.status).toBe(200);
    const bySeo = new Map(res.body.items.map((c: any) => [c.seo_name, c]));
    const shown: any = bySeo.get(pinkSeo) ?? bySeo.get(blackSeo);
    expect(shown.image).toMatchObject({ width: 1200, height: 1200, widths: [160, 320, 480, 640, 960] });
    expect(shown.image.hash).toBe(
      shown.seo_name === pinkSeo ? "pinkmain000000000000" : "blackmain00000000000",
    );
    expect((bySeo.get(bareSeo) as any).image).toBeNull();
    const cards = await t.client().get(`/api/new/catalog/cards/?ids=${shown.id}`);
    expect(cards.body.items[0].image.hash).toBe(shown.image.hash);
  });

  it("the product page has its colour's gallery (own pictures, then the model's), main first, per colour", async () => {
    const res = await t.client().get(`/api/new/catalog/product/${blackSeo}/`);
    expect(res.status).toBe(200);
    expect(res.body.image.hash).toBe("blackmain00000000000");
    expect(res.body.image.alt).toBe("Pixel 9 černý zepředu");
    const gallery = Object.fromEntries(
      res.body.gallery.map((g: any) => [g.color_name, g.images.map((i: any) => i.hash)]),
    );
    expect(gallery).toEqual({
      Černá: ["blackmain00000000000", "blackback00000000000", "general0000000000000"],
      Růžová: ["pinkmain000000000000", "general0000000000000"],
    });
    // No alt text written: the variant's name stands in.
    const back = res.body.gallery[0].images[1];
    expect(back.alt).toContain("Pixel 9");
    const bare = await t.client().get(`/api/new/catalog/product/${bareSeo}/`);
    expect(bare.body.image).toBeNull();
    expect(bare.body.gallery).toEqual([]);
  });

  it("search suggestions show the main picture", async () => {
    const res = await t.client().get("/api/new/search/suggest/?q=pixel");
    expect(res.status).toBe(200);
    expect(res.body.products[0].image?.hash).toMatch(/main/);
  });
});
