import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageLinks, images } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

// Heureka and Google both require a picture per offer: the colour's main one from the library.
let t: TestApp;
let black: string;
let blue: string;
let small: string;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Mobilní telefony", seo: "mobilni-telefony", type: "phone" });
  const phone = await f.model({
    name: "Apple iPhone 15",
    maker: "Apple",
    type: "phone",
    categories: [phones.id],
    variants: [
      { color: "Černá", memory: 128, price: 19990, stock: 3 },
      { color: "Modrá", memory: 128, price: 19990, stock: 2 },
    ],
  });
  const tiny = await f.model({
    name: "Malý kryt",
    maker: "Spigen",
    type: "phone",
    categories: [phones.id],
    variants: [{ color: "Černá", price: 299, stock: 5 }],
  });
  [black, blue] = phone.products.map((p) => p.code);
  small = tiny.products[0].code;
  const [large, little] = await t.ctx.db
    .insert(images)
    .values([
      {
        hash: "aaaaaaaaaaaaaaaaaaaa",
        mime: "image/webp",
        width: 1200,
        height: 1200,
        bytes: 1,
        fileName: "a.webp",
      },
      {
        hash: "bbbbbbbbbbbbbbbbbbbb",
        mime: "image/png",
        width: 500,
        height: 400,
        bytes: 1,
        fileName: "b.png",
      },
    ])
    .returning({ id: images.id });
  await t.ctx.db.insert(imageLinks).values([
    {
      imageId: large.id,
      entityType: "master_product",
      entityId: phone.master.id,
      colour: "Černá",
      isMain: true,
    },
    { imageId: little.id, entityType: "master_product", entityId: tiny.master.id, colour: "", isMain: true },
  ]);
});
afterAll(() => t.close());

/** The feed's item (`<tag>…</tag>`) whose id is the variant's code. */
const itemWith = (xml: string, tag: string, code: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, "g"))]
    .map((m) => m[0])
    .find((i) => i.includes(`>${code}<`))!;

describe("feed pictures", () => {
  it("Heureka's IMGURL is the absolute 960 px WebP of the colour's main picture, the largest for a small one", async () => {
    const xml = (await t.app.inject({ url: "/feeds/heureka.xml" })).body;
    expect(itemWith(xml, "SHOPITEM", black)).toMatch(
      /<IMGURL>https?:\/\/[^<]+\/images\/aaaaaaaaaaaaaaaaaaaa-960\.webp<\/IMGURL>/,
    );
    expect(itemWith(xml, "SHOPITEM", small)).toMatch(/\/images\/bbbbbbbbbbbbbbbbbbbb-480\.webp<\/IMGURL>/);
    // A colour without a picture of its own and no general one has none.
    expect(itemWith(xml, "SHOPITEM", blue)).not.toContain("<IMGURL>");
  });

  it("Google's image_link likewise", async () => {
    const xml = (await t.app.inject({ url: "/feeds/google.xml" })).body;
    expect(itemWith(xml, "item", black)).toMatch(
      /<g:image_link>https?:\/\/[^<]+\/images\/aaaaaaaaaaaaaaaaaaaa-960\.webp<\/g:image_link>/,
    );
    expect(itemWith(xml, "item", blue)).not.toContain("image_link");
  });
});
