import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageLinks, images } from "../../db/schema.js";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

// Cart lines show their product's main picture (issue 18), read with the lines in one statement.
let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  const [main, second] = await t.ctx.db
    .insert(images)
    .values(
      ["cartmain000000000000", "cartsecond0000000000"].map((hash) => ({
        hash,
        mime: "image/webp",
        width: 800,
        height: 1000,
        bytes: 1000,
        fileName: `${hash}.webp`,
        altCs: hash === "cartmain000000000000" ? "iPhone 15 zepředu" : "",
        altRo: "",
      })),
    )
    .returning({ id: images.id });
  await t.ctx.db.insert(imageLinks).values([
    { imageId: second.id, entityType: "master_product", entityId: f.master.id, colour: "", position: 0 },
    {
      imageId: main.id,
      entityType: "master_product",
      entityId: f.master.id,
      colour: "",
      position: 1,
      isMain: true,
    },
  ]);
});
afterAll(() => t.close());

describe("cart line pictures", () => {
  it("a package and its product sub-line carry the main picture with size and widths; services none", async () => {
    const c = t.client();
    const added = await c.post("/api/new/cart/add/", { product: f.phone.id, generalTuito: f.general.id });
    await c.post("/api/new/cart/add/", {
      product: f.acc.id,
      cart_package_item_parent_id: added.body.package_id,
    });
    const res = await c.get("/api/new/cart/packages/");
    expect(res.status).toBe(200);
    const pkg = res.body.packages[0];
    expect(pkg.product.image).toEqual({
      hash: "cartmain000000000000",
      width: 800,
      height: 1000,
      widths: [160, 320, 480, 640],
      alt: "iPhone 15 zepředu",
    });
    const byKind = Object.fromEntries(pkg.items.map((i: any) => [i.kind, i.image]));
    expect(byKind.product.hash).toBe("cartmain000000000000");
    expect(byKind.insurance).toBeNull();
  });

  it("a product without pictures has image null", async () => {
    await t.ctx.db.delete(imageLinks);
    const c = t.client();
    await c.post("/api/new/cart/add/", { product: f.phone.id });
    const res = await c.get("/api/new/cart/packages/");
    expect(res.body.packages[0].product.image).toBeNull();
  });
});
