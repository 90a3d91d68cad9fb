import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedServiceFixtures } from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { invalidateDeviceTree } from "../device-selector/device-selector.service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceFixtures(t.ctx);
  // 20 000 more serviceable models with made-up names from real words, as a long-tail repair catalogue.
  await t.ctx.db.execute(sql`
    insert into device_models (slug, type_id, manufacturer_id, name, release_year, position, for_buyout, for_service)
    select 'bulk-' || g, (select id from device_types order by id limit 1), m.id,
      (array['Nova','Edge','Prime','Lite','Max','Neo','Ultra','Pro','Air','Play'])[1 + g % 10] || ' ' || (g % 997),
      2015 + g % 10, 1000 + g, false, true
    from generate_series(1, 20000) g
    join lateral (select id from device_manufacturers order by id offset (g % 7) limit 1) m on true`);
  await t.ctx.db.execute(sql`analyze`);
  // Written behind the app's back: drop the device tree this process holds.
  invalidateDeviceTree(t.ctx.db);
});
afterAll(() => t.close());

describe("smart search at 20 000 models", () => {
  it("still ranks the real model first for a misspelt term, in milliseconds", async () => {
    const search = async (term: string) =>
      (await t.client().get(`/api/new/service/smart-search/?term=${encodeURIComponent(term)}`)).body.results;
    expect((await search("iphnoe 15 pro"))[0].value).toBe("iphone-15-pro");
    const started = performance.now();
    for (let i = 0; i < 20; i++) await search(i % 2 ? "galxy s24 ultar" : "prime 42");
    expect((performance.now() - started) / 20).toBeLessThan(100);
    expect((await search("galxy s24 ultar"))[0].value).toBe("galaxy-s24-ultra");
    const prime = await search("prime 42");
    expect(prime.length).toBeGreaterThan(0);
    expect(prime[0].label).toMatch(/Prime 42$/);
  });

  it("uses the trigram and word indexes, not a scan of every model", async () => {
    const plan = (await t.ctx.db.execute(
      sql`explain select model_id from service_search where words && array['galaxy']::text[]`,
    )) as any;
    expect(plan.rows.map((r: any) => r["QUERY PLAN"]).join("\n")).toMatch(/service_search_words_idx/);
    const knn = (await t.ctx.db.execute(
      sql`explain select word from service_search_words order by word <-> 'galxy' limit 8`,
    )) as any;
    expect(knn.rows.map((r: any) => r["QUERY PLAN"]).join("\n")).toMatch(/service_search_words_trgm_idx/);
  });
});
