import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { linkImage } from "../images/images.service.js";
import { listStores, storeDetail } from "./stores.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
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

describe("store hours with holidays and special days", () => {
  it("closes a Czech store on a public holiday and names it, with the next changes listed", async () => {
    const christmas = new Date("2026-12-25T10:00:00Z");
    const store = await storeDetail(t.ctx, "brno-vankovka", christmas);
    expect(store.today).toMatchObject({
      date: "2026-12-25",
      open: false,
      reason: "holiday",
      holiday: "christmasDay",
    });
    expect(store.open_now).toBe(false);
    expect(store.upcoming.map((d) => d.date)).toContain("2027-01-01");
    // The demo opens the first store for four hours on Christmas Eve: a special day beats the holiday.
    const first = (await listStores(t.ctx, undefined, christmas)).items[0];
    const eve = await storeDetail(t.ctx, first.seo_name, new Date("2026-12-24T09:00:00Z"));
    expect(eve.today).toMatchObject({
      open: true,
      hours: [["08:00", "12:00"]],
      reason: "special",
      holiday: "christmasEve",
    });
    expect(eve.open_now).toBe(true);
  });
});

describe("stores admin", () => {
  const ADMIN = "/api/new/stores/admin/stores/";
  const input = {
    name: "Ostrava – Forum Nová Karolina",
    seo_name: "ostrava-forum",
    street: "Jantarová 3344/4",
    city: "Ostrava",
    postcode: "702 00",
    country: "CZ",
    phone: "+420 601 100 299",
    email: "ostrava@mobilcentrum.cz",
    latitude: 49.8312,
    longitude: 18.2823,
    opening_hours: {
      "1": [["09:00", "21:00"]],
      "2": [["09:00", "21:00"]],
      "3": [["09:00", "21:00"]],
      "4": [["09:00", "21:00"]],
      "5": [["09:00", "21:00"]],
      "6": [["09:00", "21:00"]],
      "7": [],
    },
    is_showroom: true,
    is_service_center: false,
    is_buyout_center: true,
    services: ["pickup", "buyout", "data_transfer"],
  };
  let staff: TestClient;
  let customer: TestClient;
  let warehouse: TestClient;
  beforeAll(async () => {
    staff = t.client();
    await staff.login("katalog@mobilcentrum.cz", "Katalog123!");
    customer = t.client();
    await customer.login("zakaznik@example.cz", "Zakaznik123!");
    warehouse = t.client();
    await warehouse.login("sklad@mobilcentrum.cz", "Sklad123!");
  });

  it("refuses visitors (401), customers and staff without the catalogue (403) on every admin route", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", ADMIN],
      ["POST", ADMIN, input],
      ["GET", `${ADMIN}1/`],
      ["PUT", `${ADMIN}1/`, input],
      ["PUT", `${ADMIN}1/special-days/2026-12-31/`, { closed: true, hours: [], note: "" }],
      ["DELETE", `${ADMIN}1/special-days/2026-12-31/`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.client().request(method as never, url, body)).status, `${method} ${url}`).toBe(401);
      const refused = await customer.request(method as never, url, body);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
      expect((await warehouse.request(method as never, url, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it("answers bad input with Czech field errors", async () => {
    const bad = await staff.post(ADMIN, {
      ...input,
      name: "",
      seo_name: "Ostrava Forum",
      latitude: 123,
      email: "x",
      services: ["karaoke"],
      opening_hours: { ...input.opening_hours, "1": [["21:00", "09:00"]], "2": [["9:00", "21:00"]] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      name: ["Tato hodnota je požadována."],
      seo_name: ["Jen malá písmena bez diakritiky, číslice a pomlčky (např. praha-chodov)."],
      latitude: ["Hodnota může být nejvýše 90."],
      email: ["Zadejte platnou e-mailovou adresu."],
      services: { 0: ["Vyberte jednu z nabízených možností."] },
      opening_hours: {
        1: { 0: ["Čas „do“ musí být po čase „od“."] },
        2: { 0: { 0: ["Zadejte čas ve tvaru HH:MM."] } },
      },
    });
    const abroad = await staff.post(ADMIN, { ...input, latitude: 44.43, longitude: 26.1 }); // Bucharest
    expect(abroad.status).toBe(400);
    expect(abroad.body.latitude).toEqual(["Souřadnice leží mimo zemi prodejny."]);
    const taken = await staff.post(ADMIN, { ...input, seo_name: "brno-vankovka" });
    expect(taken.status).toBe(400);
    expect(taken.body.seo_name).toEqual(["Tuto adresu už má jiná prodejna."]);
    const day = await staff.put(`${ADMIN}1/special-days/2026-02-30/`, { closed: false, hours: [], note: "" });
    expect(day.status).toBe(400);
    expect(day.body.day).toEqual(["Zadejte platné datum."]);
    const noHours = await staff.put(`${ADMIN}1/special-days/2026-12-31/`, {
      closed: false,
      hours: [],
      note: "",
    });
    expect(noHours.status).toBe(400);
    expect(noHours.body.hours).toEqual(["Zadejte otevírací dobu, nebo den označte jako zavřený."]);
    expect((await staff.get(`${ADMIN}999999/`)).status).toBe(404);
  });

  it("creates and edits a store; the storefront shows it with its services", async () => {
    const created = await staff.post(ADMIN, input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: input.name, country: "CZ", services: input.services });
    const id = created.body.id;
    const edited = await staff.put(`${ADMIN}${id}/`, { ...input, name: "Ostrava – Nová Karolina" });
    expect(edited.status).toBe(200);
    const page = await t.client().get("/api/new/stores/stores/ostrava-forum/");
    expect(page.body).toMatchObject({
      name: "Ostrava – Nová Karolina",
      services: input.services,
      photos: [],
    });
    const list = await staff.get(ADMIN);
    expect(list.body.results.find((s: { id: number }) => s.id === id)).toMatchObject({
      special_days: 0,
      photos: 0,
    });
  });

  it("a special day closes the store today on the storefront, and removing it opens it again", async () => {
    const store = (await staff.get(ADMIN)).body.results.find(
      (s: { seo_name: string }) => s.seo_name === "brno-vankovka",
    );
    const today = store.today.date;
    const saved = await staff.put(`${ADMIN}${store.id}/special-days/${today}/`, {
      closed: true,
      hours: [],
      note: "Inventura",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.today).toMatchObject({ open: false, reason: "special", note: "Inventura" });
    const page = await t.client().get("/api/new/stores/stores/brno-vankovka/");
    expect(page.body.today).toMatchObject({ date: today, open: false, reason: "special", note: "Inventura" });
    expect(page.body.open_now).toBe(false);
    const removed = await staff.delete(`${ADMIN}${store.id}/special-days/${today}/`);
    expect(removed.status).toBe(200);
    expect(removed.body.special_days.find((d: { day: string }) => d.day === today)).toBeUndefined();
    expect((await staff.delete(`${ADMIN}${store.id}/special-days/${today}/`)).status).toBe(404);
  });

  it("shows photos attached from the images library", async () => {
    const [img] = await t.ctx.db
      .insert(images)
      .values({
        hash: "abcdef0123456789abcd",
        mime: "image/jpeg",
        width: 1200,
        height: 800,
        bytes: 1000,
        fileName: "brno.jpg",
        altCs: "Prodejna Brno",
      })
      .returning();
    const brno = (await t.client().get("/api/new/stores/stores/brno-vankovka/")).body;
    await linkImage(t.ctx, { imageId: img.id, entityType: "store", entityId: brno.id });
    const page = await t.client().get("/api/new/stores/stores/brno-vankovka/");
    expect(page.body.photos).toEqual([
      expect.objectContaining({ hash: "abcdef0123456789abcd", alt: "Prodejna Brno", width: 1200 }),
    ]);
  });
});
