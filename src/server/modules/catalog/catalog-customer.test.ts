import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.js";
import { catalogFactory } from "../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", type: "phone" });
  for (const name of ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]) {
    const m = await f.model({
      name: `Phone ${name}`,
      maker: "Maker",
      type: "phone",
      categories: [phones.id],
      variants: [{ color: "Černá", price: 1000 }],
    });
    ids.push(m.products[0].id);
  }
  await createUser(t.ctx, {
    email: "jana@example.cz",
    password: "Heslo123!",
    firstName: "Jana",
    lastName: "N",
  });
  await createUser(t.ctx, {
    email: "petr@example.cz",
    password: "Heslo123!",
    firstName: "Petr",
    lastName: "S",
  });
});
afterAll(() => t.close());

const FAV = "/api/new/catalog/favourites/";
const LAST = "/api/new/catalog/last-visited/";

describe("favourites", () => {
  it("needs a login", async () => {
    expect((await t.client().get(FAV)).status).toBe(401);
    expect((await t.client().post(FAV, { product_ids: [ids[0]] })).status).toBe(401);
    expect((await t.client().delete(`${FAV}${ids[0]}/`)).status).toBe(401);
  });

  it("adds, merges a guest's browser list (skipping unknown ids), lists newest first and removes", async () => {
    const c = t.client();
    await c.login("jana@example.cz", "Heslo123!");
    await c.post(FAV, { product_ids: [ids[0]] });
    const merged = await c.post(FAV, { product_ids: [ids[1], ids[0], 999999] });
    expect(merged.status).toBe(200);
    expect(merged.body.ids.sort()).toEqual([ids[0], ids[1]].sort());
    expect(merged.body.items.map((i: any) => i.name).sort()).toEqual(["Phone Alpha", "Phone Beta"]);
    const removed = await c.delete(`${FAV}${ids[0]}/`);
    expect(removed.body.ids).toEqual([ids[1]]);
    const other = t.client();
    await other.login("petr@example.cz", "Heslo123!");
    expect((await other.get(FAV)).body.ids).toEqual([]);
  });

  it("answers bad input with field errors", async () => {
    const c = t.client();
    await c.login("jana@example.cz", "Heslo123!");
    const bad = await c.post(FAV, { product_ids: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.product_ids).toHaveLength(1);
    expect((await c.post(FAV, { product_ids: ["x"] })).status).toBe(400);
    expect((await c.delete(`${FAV}abc/`)).status).toBe(400);
  });
});

describe("last visited", () => {
  it("keeps the 4 newest visits of a guest, newest first, with their codes", async () => {
    const guest = t.client();
    expect((await guest.get(LAST)).body).toEqual({ items: [], codes: [] });
    for (const id of ids.slice(0, 5)) await guest.post(LAST, { product_id: id });
    await guest.post(LAST, { product_id: ids[1] });
    const res = await guest.get(LAST);
    expect(res.body.items.map((i: any) => i.name)).toEqual([
      "Phone Beta",
      "Phone Epsilon",
      "Phone Delta",
      "Phone Gamma",
    ]);
    expect(res.body.codes).toHaveLength(4);
    expect((await t.client().get(LAST)).body.items).toEqual([]);
  });

  it("keeps a customer's visits with the account", async () => {
    const c = t.client();
    await c.login("petr@example.cz", "Heslo123!");
    await c.post(LAST, { product_id: ids[5] });
    const again = t.client();
    await again.login("petr@example.cz", "Heslo123!");
    expect((await again.get(LAST)).body.items.map((i: any) => i.name)).toEqual(["Phone Zeta"]);
  });

  it("ignores unknown products and rejects bad input", async () => {
    const c = t.client();
    expect((await c.post(LAST, { product_id: 999999 })).body.items).toEqual([]);
    expect((await c.post(LAST, { product_id: "x" })).status).toBe(400);
    expect((await c.post(LAST, {})).status).toBe(400);
  });
});

describe("expected and newly stocked", () => {
  it("lists sold-out products with an expected date, and products just back in stock", async () => {
    await t.ctx.db
      .update(products)
      .set({ warehouseStock: 0, expectedStockDate: "2030-01-15" })
      .where(eq(products.id, ids[2]));
    const expected = await t.client().get("/api/new/catalog/expected/");
    expect(expected.body.items.map((i: any) => [i.name, i.stock_state, i.expected_date])).toEqual([
      ["Phone Gamma", "expected", "2030-01-15"],
    ]);
    await t.ctx.db.update(products).set({ warehouseStock: 4 }).where(eq(products.id, ids[2]));
    expect((await t.client().get("/api/new/catalog/expected/")).body.items).toEqual([]);
    const fresh = await t.client().get("/api/new/catalog/newly-stocked/?limit=5");
    expect(fresh.body.items.map((i: any) => i.name)).toEqual(["Phone Gamma"]);
    expect((await t.client().get("/api/new/catalog/newly-stocked/?limit=0")).status).toBe(400);
  });
});
