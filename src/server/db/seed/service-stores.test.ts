import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketCode } from "../../../domain/market.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { serviceOperationStores, stores } from "../schema.js";
import { seedDevices } from "./device-selector-seed.js";
import { seedStores } from "./seed.js";
import { seedService } from "./service-seed.js";
import { STORES } from "./stores-data.js";

type Listed = { id: number; name: string; city: string; is_service_center: boolean };
type Named = { id: number; name: string; city: string; street: string };

/**
 * Issue 19: "service operations name a Plzeň store that the store list lacks". Every store a
 * service operation is done at (the cities beside an operation, the drop-off choices of a repair
 * order) must be a store of the store list, as a service centre, in both markets.
 */
describe.each(["cz", "ro"] as const)("service operations' stores in the %s shop", (market: MarketCode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ market });
    await seedStores(t.ctx);
    await seedDevices(t.ctx);
    await seedService(t.ctx);
  });
  afterAll(() => t.close());

  it("are all in the store list, as service centres, with the same name and city", async () => {
    const list = (await t.client().get("/api/new/stores/stores/")).body.items as Listed[];
    const byId = new Map(list.map((s) => [s.id, s]));
    const rows = await t.ctx.db
      .selectDistinct({ id: stores.id, name: stores.name, city: stores.city })
      .from(serviceOperationStores)
      .innerJoin(stores, eq(stores.id, serviceOperationStores.storeId))
      .orderBy(asc(stores.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(byId.get(s.id), `${s.name} is named by a service operation`).toMatchObject({
        name: s.name,
        city: s.city,
        is_service_center: true,
      });
    }
    // And each service centre of the list takes repairs: none is listed as a service and offered by no operation.
    const centres = list.filter((s) => s.is_service_center).map((s) => s.id);
    expect(rows.map((s) => s.id).sort()).toEqual(centres.sort());
    // The list is the seed's list of the market, Plzeň among the Czech service centres.
    expect(list.map((s) => s.name).sort()).toEqual(STORES[market].map((s) => s.name).sort());
    if (market === "cz")
      expect(list.filter((s) => s.is_service_center).map((s) => s.city)).toContain("Plzeň");
  });

  it("a device's operations name only stores of the store list", async () => {
    const list = (await t.client().get("/api/new/stores/stores/?kind=service")).body.items as Listed[];
    const color = "iphone-15-pro-black-titanium";
    const res = await t.client().get(`/api/new/service/operations/?color=${color}`);
    expect(res.status).toBe(200);
    const named = (res.body.choices as { stores: Named[] }[]).flatMap((op) => op.stores);
    expect(named.length).toBeGreaterThan(0);
    for (const s of named)
      expect(
        list.some((l) => l.id === s.id && l.name === s.name && l.city === s.city),
        s.name,
      ).toBe(true);
  });
});
