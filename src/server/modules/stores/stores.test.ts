import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../db/seed/seed.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
});
afterAll(() => t.close());

describe("stores", () => {
  it("lists the stores with hours, services, open-now and a map link", async () => {
    const res = await t.client().get("/api/new/stores/stores/");
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(3);
    const praha = res.body.items.find((s: any) => s.seo_name === "praha-vaclavske-namesti");
    expect(praha).toMatchObject({ city: "Praha 1", is_showroom: true, is_service_center: true });
    expect(praha.opening_hours["1"]).toEqual([["09:00", "18:00"]]);
    expect(typeof praha.open_now).toBe("boolean");
    expect(praha.map_url).toContain("openstreetmap.org/?mlat=50.08");
  });

  it("filters showrooms, service and buy-back centres", async () => {
    const showrooms = await t.client().get("/api/new/stores/stores/?kind=showroom");
    expect(showrooms.body.items.every((s: any) => s.is_showroom)).toBe(true);
    expect((await t.client().get("/api/new/stores/stores/?kind=shop")).status).toBe(400);
  });

  it("shows one store and 404s an unknown one", async () => {
    expect((await t.client().get("/api/new/stores/stores/brno-vankovka/")).body.name).toBe(
      "Brno – Galerie Vaňkovka",
    );
    const missing = await t.client().get("/api/new/stores/stores/nikde/");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Prodejna nebyla nalezena.");
  });
});
