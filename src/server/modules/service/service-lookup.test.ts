import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { MODELS } from "../../db/seed/catalog-data.js";
import { DEVICE_MODELS } from "../../db/seed/device-models-data.js";
import { modelSlug } from "../../db/seed/device-selector-seed.js";
import { salesModels } from "../../db/seed/service-models-data.js";
import { seedService } from "../../db/seed/service-seed.js";
import { IPHONE_COLOR, IPHONE_OTHER_COLOR, seedServiceFixtures } from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { invalidateSearchCache } from "./service-search-cache.js";

let t: TestApp;
const API = "/api/new/service";

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceFixtures(t.ctx);
  await seedService(t.ctx); // idempotent
});
afterAll(() => t.close());

describe("seeded service price list", () => {
  it("covers every buy-back and sales model with 10+ operations priced for both markets", async () => {
    const rows = await queryRows<{ slug: string; n: number; cz: number; ro: number }>(
      t.ctx.db,
      sql`select m.slug, count(distinct o.code)::int as n,
            count(*) filter (where p.market = 'cz')::int as cz, count(*) filter (where p.market = 'ro')::int as ro
          from device_models m join service_operations o on o.model_id = m.id
          join service_operation_prices p on p.operation_id = o.id group by m.slug`,
    );
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const wanted = [
      ...DEVICE_MODELS.map((m) => modelSlug(m.name)),
      ...salesModels(MODELS).map((m) => m.slug),
    ];
    for (const slug of wanted) {
      expect(bySlug.get(slug)?.n, slug).toBeGreaterThanOrEqual(10);
      expect(bySlug.get(slug)?.cz).toBe(bySlug.get(slug)?.ro);
    }
  });

  it("adds sales-only models for service, not for buy-back", async () => {
    const [row] = await queryRows<{ for_buyout: boolean; for_service: boolean }>(
      t.ctx.db,
      sql`select for_buyout, for_service from device_models where slug = 'galaxy-s25-ultra'`,
    );
    expect(row).toEqual({ for_buyout: false, for_service: true });
  });
});

describe("service selector calls", () => {
  it("are named in the reverse route table", async () => {
    const routes = (await t.client().get("/api/new/core/routes/")).body;
    const table = routes.routes ?? routes;
    for (const name of [
      "service:selector",
      "service:types",
      "service:manufacturers",
      "service:models",
      "service:colors",
      "service:operations",
      "service:smart-search",
      "service:product",
      "service:order-create",
      "service:order-status",
      "service:claim-create",
    ])
      expect(table[name], name).toMatch(/^\/api\/new\/service\//);
  });

  it("restores a URL and lists the colour's operations with price, duration and stores", async () => {
    const res = await t
      .client()
      .get(`${API}/selector/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE_COLOR}`);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(
      `/servis/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE_COLOR}`,
    );
    expect(res.body.device_label).toBe("Apple iPhone 15 Pro, Černý titan");
    const ops = res.body.operations;
    expect(ops.length).toBeGreaterThan(7);
    expect(ops[0]).toMatchObject({ code: "display", label: "Výměna displeje", while_you_wait: true });
    expect(ops[0].price % 100).toBe(0);
    expect(ops[0].stores.length).toBeGreaterThan(1);
    expect(ops.find((o: any) => o.code === "back-glass").label).toBe("Výměna zadního skla (Černý titan)");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("answers the selector without operations until a colour is chosen", async () => {
    const res = await t.client().get(`${API}/selector/?type=phone&manufacturer=apple`);
    expect(res.body.operations).toBeNull();
    expect(res.body.choices.product_model.length).toBeGreaterThan(3);
    expect((await t.client().get(`${API}/selector/types/`)).body.url).toBe("/servis/");
  });

  it("refuses bad selector choices with the field that is wrong, and drops bad URL levels", async () => {
    const c = t.client();
    const type = await c.get(`${API}/selector/manufacturers/?type=toaster`);
    expect(type.status).toBe(400);
    expect(type.body.type).toEqual(["Vyberte jednu z nabízených možností."]);
    const noMaker = await c.get(`${API}/selector/models/?type=phone`);
    expect(noMaker.body.manufacturer).toEqual(["Tato hodnota je požadována."]);
    expect((await c.get(`${API}/selector/colors/?model=nope`)).body.model).toHaveLength(1);
    const old = await c.get(`${API}/selector/?type=phone&manufacturer=%3Cscript%3E&model=iphone-15-pro`);
    expect(old.status).toBe(200);
    expect(old.body.selected_choices).toMatchObject({ product_type: "phone", product_manufacturer: null });
    expect(old.body.url).toBe("/servis/?type=phone");
  });

  it("gives colour-bound parts per colour", async () => {
    const a = (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body;
    const b = (await t.client().get(`${API}/operations/?color=${IPHONE_OTHER_COLOR}`)).body;
    expect(a.url).toBe(`/servis/?type=phone&manufacturer=apple&model=iphone-15-pro&color=${IPHONE_COLOR}`);
    const backGlass = (r: any) => r.choices.find((o: any) => o.code === "back-glass");
    expect(backGlass(a).value).not.toBe(backGlass(b).value);
    expect(a.choices.length).toBe(b.choices.length);
  });

  it("refuses bad operations queries with field errors", async () => {
    const c = t.client();
    const missing = await c.get(`${API}/operations/`);
    expect(missing.status).toBe(400);
    expect(missing.body.color).toEqual(["Tato hodnota je požadována."]);
    const unknown = await c.get(`${API}/operations/?color=no-such-colour`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.color).toEqual(["Vyberte jednu z nabízených možností."]);
    const wrongModel = await c.get(`${API}/operations/?color=${IPHONE_COLOR}&model=iphone-16`);
    expect(wrongModel.status).toBe(400);
    expect(wrongModel.body.model).toHaveLength(1);
    const malformed = await c.get(`${API}/operations/?color=${"x".repeat(300)}`);
    expect(malformed.status).toBe(400);
  });

  it("loads a model picked from search results into the selector", async () => {
    const res = await t.client().get(`${API}/product/?model=galaxy-s24-ultra`);
    expect(res.status).toBe(200);
    expect(res.body.selected_choices).toEqual({
      product_type: "phone",
      product_manufacturer: "samsung",
      product_model: "galaxy-s24-ultra",
      product_color: null,
    });
    expect(res.body.choices.product_color.length).toBe(4);
    expect((await t.client().get(`${API}/product/?model=nope`)).status).toBe(400);
    expect((await t.client().get(`${API}/product/`)).body.model).toEqual(["Tato hodnota je požadována."]);
  });
});

describe("smart search", () => {
  const search = async (term: string) =>
    (await t.client().get(`${API}/smart-search/?term=${encodeURIComponent(term)}`)).body;

  it("finds models by misspelt, accent-laden or partial terms", async () => {
    expect((await search("iphnoe 15 pro")).results[0].value).toBe("iphone-15-pro");
    expect((await search("galxy s24 ultar")).results[0].value).toBe("galaxy-s24-ultra");
    expect((await search("samsnug")).results.every((r: any) => r.manufacturer === "Samsung")).toBe(true);
    expect((await search("Pixél 9")).results.map((r: any) => r.value)).toContain("pixel-9");
    expect((await search("ipho")).results.length).toBeGreaterThan(5);
    expect((await search("hodinky apple")).results.every((r: any) => r.type === "watch")).toBe(true);
  });

  it("answers results with the selector URL of the model", async () => {
    const [first] = (await search("xiaomi 14")).results;
    expect(first).toEqual({
      value: "xiaomi-14",
      label: "Xiaomi 14",
      type: "phone",
      type_label: "Mobilní telefony",
      manufacturer: "Xiaomi",
      url: "/servis/?type=phone&manufacturer=xiaomi&model=xiaomi-14",
    });
  });

  it("finds nothing for words no model has, and needs 2 characters", async () => {
    expect((await search("toaster")).results).toEqual([]);
    const short = await t.client().get(`${API}/smart-search/?term=i`);
    expect(short.status).toBe(400);
    expect(short.body.term).toEqual(["Zadejte alespoň 2 znaky."]);
    expect((await t.client().get(`${API}/smart-search/`)).status).toBe(400);
    expect((await t.client().get(`${API}/smart-search/?term=${"a".repeat(200)}`)).status).toBe(400);
  });

  it("keeps its index in step with device tree edits", async () => {
    await t.ctx.db.execute(
      sql`update device_models set name = 'iPhone 15 Pro Renamed' where slug = 'iphone-15-pro'`,
    );
    expect((await search("renamed")).results[0]?.value).toBe("iphone-15-pro");
    await t.ctx.db.execute(sql`update device_models set name = 'iPhone 15 Pro' where slug = 'iphone-15-pro'`);
    invalidateSearchCache(t.ctx.db);
    expect((await search("renamed")).results).toEqual([]);
  });
});
