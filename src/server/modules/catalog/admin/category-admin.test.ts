import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFactory } from "../../../testing/catalog-factory.js";
import { createTestApp, type TestApp } from "../../../testing/test-app.js";
import type { TestClient } from "../../../testing/test-client.js";
import { createUser } from "../../accounts/accounts.service.js";

let t: TestApp;
let s: TestClient;
let ids: Record<string, number> = {};
const masters: number[] = [];
const A = "/api/new/catalog/admin";
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFactory(t.ctx);
  const phones = await f.category({ name: "Telefony", seo: "telefony", type: "phone" });
  const apple = await f.category({ name: "Apple", seo: "apple", parent: phones });
  const watches = await f.category({ name: "Hodinky", seo: "hodinky", type: "watch" });
  ids = { phones: phones.id, apple: apple.id, watches: watches.id };
  for (const [name, cats] of [
    ["iPhone 16", [phones.id, apple.id]],
    ["Pixel 9", [phones.id]],
    ["Nokia 3310", []],
  ] as const) {
    const m = await f.model({
      name,
      maker: "X",
      type: "phone",
      categories: [...cats],
      variants: [{ color: "Černá", price: 1000 }],
    });
    masters.push(m.master.id);
  }
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, { email: "jana@example.cz", password: "Heslo123!" });
  s = t.client();
  await s.login("staff@example.cz", "Heslo123!");
});
afterAll(() => t.close());

describe("type-category tree editor", () => {
  it("reads the tree, the flat list and the select options", async () => {
    const tree = await s.get(`${A}/categories-tree/`);
    expect(tree.body.map((n: any) => n.name)).toEqual(["Telefony", "Hodinky"]);
    expect(tree.body[0].nodes[0]).toMatchObject({
      name: "Apple",
      level: 2,
      url_path: "telefony/apple",
      children: false,
      product_count: 1,
    });
    const options = await s.get(`${A}/type-categories/`);
    expect(options.body.find((o: any) => o.id === ids.apple).path_name).toBe("Telefony › Apple");
    expect((await s.get(`${A}/manufacturers/`)).body.map((m: any) => m.name)).toEqual(["X"]);
  });

  it("adds a category under a parent; the comma boost becomes a dot; a clash is a field error", async () => {
    const res = await s.post(`${A}/categories/`, {
      name: "Samsung Galaxy",
      parent: ids.phones,
      meilisearch_boost: "1,5",
      filterable: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      seo_name: "samsung-galaxy",
      url_path: "telefony/samsung-galaxy",
      meilisearch_boost: "1.5",
      parent: ids.phones,
      type_device: expect.any(Number),
    });
    ids.samsung = res.body.id;
    const clash = await s.post(`${A}/categories/`, {
      name: "Galaxy",
      seo_name: "samsung-galaxy",
      parent: ids.phones,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.seo_name).toEqual(["Kategorie s tímto URL na stejném místě stromu už existuje."]);
    const bad = await s.post(`${A}/categories/`, { name: "", meilisearch_boost: "abc", seo_name: "Špatně!" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["meilisearch_boost", "name", "seo_name"]);
    expect(bad.body.name).toEqual(["Tato hodnota je požadována."]);
  });

  it("renames the seo name with a 301 redirect from the old address, for the subtree too", async () => {
    const res = await s.patch(`${A}/categories/${ids.phones}/`, { seo_name: "mobily", name: "Mobily" });
    expect(res.body.url_path).toBe("mobily");
    const child = await t.client().get("/api/new/catalog/resolve/?path=telefony/apple");
    expect(child.body).toEqual({ kind: "redirect", location: "/mobily/apple/" });
    expect((await t.client().get("/api/new/catalog/resolve/?path=telefony")).body.location).toBe("/mobily/");
    expect((await t.client().get("/api/new/catalog/resolve/?path=mobily/apple")).body.kind).toBe("category");
  });

  it("moves a category by drag: first child, left, right; never into itself", async () => {
    const first = await s.patch(`${A}/categories/${ids.samsung}/move/`, {
      target: ids.phones,
      position: "first-child",
    });
    expect(first.status).toBe(200);
    let tree = (await s.get(`${A}/categories-tree/`)).body;
    expect(tree[0].nodes.map((n: any) => n.name)).toEqual(["Samsung Galaxy", "Apple"]);
    await s.patch(`${A}/categories/${ids.samsung}/move/`, { target: ids.apple, position: "right" });
    tree = (await s.get(`${A}/categories-tree/`)).body;
    expect(tree[0].nodes.map((n: any) => n.name)).toEqual(["Apple", "Samsung Galaxy"]);
    const toRoot = await s.patch(`${A}/categories/${ids.samsung}/move/`, {
      target: ids.watches,
      position: "left",
    });
    expect(toRoot.body).toMatchObject({ parent: null, url_path: "samsung-galaxy", level: 1 });
    tree = (await s.get(`${A}/categories-tree/`)).body;
    expect(tree.map((n: any) => n.name)).toEqual(["Mobily", "Samsung Galaxy", "Hodinky"]);
    const loop = await s.patch(`${A}/categories/${ids.phones}/move/`, {
      target: ids.apple,
      position: "first-child",
    });
    expect(loop.status).toBe(400);
    expect(loop.body.name).toEqual(["Kategorii nelze přesunout do sebe ani do své podkategorie."]);
    expect(
      (await s.patch(`${A}/categories/${ids.phones}/move/`, { target: ids.apple, position: "inside" }))
        .status,
    ).toBe(400);
  });

  it("refuses to delete a category with children, deletes a leaf", async () => {
    const refused = await s.delete(`${A}/categories/${ids.phones}/`);
    expect(refused.status).toBe(400);
    expect(refused.body.name).toEqual(["Kategorie má podkategorie; nejprve je přesuňte nebo smažte."]);
    const done = await s.delete(`${A}/categories/${ids.samsung}/`);
    expect(done.body).toEqual({ ok: true, message: "Úspěšně odstraněno." });
    expect((await s.delete(`${A}/categories/${ids.samsung}/`)).status).toBe(404);
  });
});

describe("product category assignment", () => {
  it("filters the grid by 'contains only level 1' and 'contains no level'", async () => {
    const only1 = await s.get(`${A}/master-products/?level=only_level_1`);
    expect(only1.body.results.map((r: any) => r.name)).toEqual(["Pixel 9"]);
    const none = await s.get(`${A}/master-products/?level=no_level`);
    expect(none.body.results.map((r: any) => r.name)).toEqual(["Nokia 3310"]);
    const byCat = await s.get(`${A}/master-products/?categories=${ids.apple}`);
    expect(byCat.body.results.map((r: any) => r.name)).toEqual(["iPhone 16"]);
    const search = await s.get(`${A}/master-products/?search=pixel&ordering=-name`);
    expect(search.body.count).toBe(1);
    expect((await s.get(`${A}/master-products/?level=all&categories=x`)).status).toBe(400);
  });

  it("adds and removes categories of the selected products with the spec's messages", async () => {
    const add = await s.post(`${A}/product-categories/add/`, {
      masterProductIds: [masters[1], masters[2]],
      typeCategoryIds: [ids.apple],
    });
    expect(add.body).toEqual({ ok: true, changed: 2, message: "Úspěšně uloženo." });
    expect((await s.get(`${A}/master-products/?categories=${ids.apple}`)).body.count).toBe(3);
    const list = await t.client().get("/api/new/catalog/products/?category=mobily/apple");
    expect(list.body.total).toBe(3);
    const remove = await s.post(`${A}/product-categories/remove/`, {
      masterProductIds: [masters[2]],
      typeCategoryIds: [ids.apple],
    });
    expect(remove.body.message).toBe("Úspěšně odstraněno.");
    const empty = await s.post(`${A}/product-categories/add/`, {
      masterProductIds: [],
      typeCategoryIds: [ids.apple],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.");
  });

  it("edits a model's badges, rank and SEO texts", async () => {
    const res = await s.patch(`${A}/master-products/${masters[0]}/`, {
      badges: ["new"],
      recommended_rank: 50,
      seo_title: "iPhone 16 skladem",
    });
    expect(res.body).toMatchObject({ badges: ["new"], recommended_rank: 50 });
    const p = await t.client().get("/api/new/catalog/product/iphone-16-cerna/");
    expect(p.body.seo.title).toBe("iPhone 16 skladem");
    expect(p.body.badges).toEqual(["new"]);
  });
});

describe("dynamic attributes", () => {
  it("creates groups and attributes, lists attr-name choices, and a filterable one becomes a facet", async () => {
    const g = await s.post(`${A}/attribute-groups/`, { code: "memory", name: "Paměť" });
    expect(g.status).toBe(201);
    const a = await s.post(`${A}/attributes/`, {
      key: "storage",
      name: "Úložiště",
      unit: "GB",
      group: g.body.id,
      value_type: "number",
      filterable: true,
    });
    expect(a.body).toMatchObject({ key: "storage", group_name: "Paměť", filterable: true });
    expect((await s.post(`${A}/attributes/`, { key: "storage", name: "x" })).status).toBe(409);
    expect((await s.post(`${A}/attributes/`, { key: "Bad Key", name: "x" })).status).toBe(400);
    const choices = await s.get("/api/new/product/admin-product-attributes/attr-name-choices/");
    expect(choices.body).toEqual([{ value: "storage", label: "Úložiště" }]);
    await s.patch(`${A}/attributes/${a.body.id}/`, { name: "Kapacita" });
    expect((await s.get(`${A}/attributes/`)).body[0].name).toBe("Kapacita");
  });
});

describe("staff only", () => {
  it("answers 401 to visitors and 403 to customers on every staff catalogue route", async () => {
    const routes = (await t.client().get("/api/new/core/routes/")).body as Record<string, string>;
    const names = Object.keys(routes).filter(
      (n) => n.startsWith("catalog:admin-") || n.startsWith("meta-master:"),
    );
    expect(names.length).toBeGreaterThan(15);
    const customer = t.client();
    await customer.login("jana@example.cz", "Heslo123!");
    for (const name of names) {
      const url = routes[name].replace(/\{\w+\}/g, "1");
      for (const method of ["GET", "POST", "PATCH", "DELETE"] as const) {
        const v = await t.client().request(method, url, method === "GET" ? undefined : {});
        if (v.status === 404 || v.status === 405) continue;
        expect([name, method, v.status]).toEqual([name, method, 401]);
        const c = await customer.request(method, url, method === "GET" ? undefined : {});
        expect([name, method, c.status]).toEqual([name, method, 403]);
      }
    }
  });
});
