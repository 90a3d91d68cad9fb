import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFactory } from "../../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../../testing/test-app.js";
import type { TestClient } from "../../../testing/test-client.js";
import { createUser } from "../../accounts/accounts.service.js";

let t: TestApp;
let s: TestClient;
const m: Record<string, number> = {};
const M = "/api/new/mp-meta-master/admin";
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", type: "phone" });
  // One model per memory size, as the spec's meta-master groups them.
  for (const gb of [128, 256, 512]) {
    const r = await f.model({
      name: `Galaxy S25 ${gb}`,
      maker: "Samsung",
      type: "phone",
      categories: [phones.id],
      variants: [
        { color: "Černá", memory: gb, price: 20000 + gb },
        { color: "Modrá", memory: gb, price: 20000 + gb },
      ],
    });
    m[gb] = r.master.id;
  }
  m.other = (
    await f.model({
      name: "Pixel 9",
      maker: "Google",
      type: "phone",
      categories: [phones.id],
      variants: [{ color: "Černá", memory: 128, price: 1 }],
    })
  ).master.id;
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  s = t.client();
  await s.login("staff@example.cz", "Heslo123!");
});
afterAll(() => t.close());

describe("meta-master admin", () => {
  let id: number;

  it("creates a group with models and the product page switches memory across it", async () => {
    const res = await s.post(`${M}/add-meta-master/`, {
      name: "Galaxy S25",
      master_product_ids: [m[128], m[256]],
    });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body.master_products.map((x: any) => x.name)).toEqual(["Galaxy S25 128", "Galaxy S25 256"]);
    await s.patch(`${M}/add-master-product/`, { meta_master_id: id, master_product_ids: [m[512]] });
    const p = await t.client().get("/api/new/catalog/product/galaxy-s25-256-256-gb-modra/");
    expect(p.body.memories.map((c: any) => [c.label, c.seo_name, c.selected])).toEqual([
      ["128 GB", "galaxy-s25-128-128-gb-modra", false],
      ["256 GB", "galaxy-s25-256-256-gb-modra", true],
      ["512 GB", "galaxy-s25-512-512-gb-modra", false],
    ]);
    expect(p.body.colors.map((c: any) => c.label)).toEqual(["Černá", "Modrá"]);
    expect(p.body.models).toEqual([]);
  });

  it("renames, lists others than one, swaps a model out and deletes the group", async () => {
    expect((await s.patch(`${M}/update-meta-master/${id}/`, { name: "Samsung Galaxy S25" })).body.name).toBe(
      "Samsung Galaxy S25",
    );
    const other = await s.post(`${M}/add-meta-master/`, { name: "Pixel" });
    const excluded = await s.get(`${M}/exclude-meta-master/${id}`);
    expect(excluded.body.map((x: any) => x.name)).toEqual(["Pixel"]);
    const swapped = await s.patch(`${M}/swap-meta-master/${m[512]}/`, { meta_master_id: other.body.id });
    expect(swapped.body.meta_master.master_products.map((x: any) => x.name)).toEqual(["Galaxy S25 512"]);
    const out = await s.patch(`${M}/swap-meta-master/${m[512]}/`, { meta_master_id: null });
    expect(out.body.meta_master).toBeNull();
    expect((await s.get(`${M}/get-meta-master/${id}/`)).body.master_products).toHaveLength(2);
    expect((await s.delete(`${M}/delete-meta-master/${id}/`)).body.ok).toBe(true);
    expect((await s.get(`${M}/get-meta-master/${id}/`)).status).toBe(404);
    const p = await t.client().get("/api/new/catalog/product/galaxy-s25-256-256-gb-modra/");
    expect(p.body.memories).toEqual([]);
  });

  it("answers bad input with field errors", async () => {
    expect((await s.post(`${M}/add-meta-master/`, { name: "" })).body.name).toEqual([
      "Tato hodnota je požadována.",
    ]);
    const unknown = await s.post(`${M}/add-meta-master/`, { name: "X", master_product_ids: [999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.master_product_ids).toEqual(["Produkt nebyl nalezen."]);
    expect(
      (await s.patch(`${M}/add-master-product/`, { meta_master_id: 999999, master_product_ids: [m.other] }))
        .status,
    ).toBe(404);
    expect((await s.patch(`${M}/swap-meta-master/abc/`, { meta_master_id: null })).status).toBe(400);
  });
});
