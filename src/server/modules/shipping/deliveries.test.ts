import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { BOX, packOrder, placeOrder } from "../../testing/shipping-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let sklad: TestClient;
/** A PPL order handed over (shipped), a DPD order packed, a pickup-point order new. */
let shipped: { id: number; number: string };
let packed: { id: number; number: string };
let boxed: { id: number; number: string };
let parcel: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx, { phoneStock: 50 });
  await createUser(t.ctx, { email: "sklad@example.cz", password: "Heslo123!", role: "warehouse" });
  sklad = t.client();
  await sklad.login("sklad@example.cz", "Heslo123!");
  shipped = await placeOrder(t, f, sklad);
  await packOrder(sklad, shipped.id);
  const waiting = (await sklad.get("/api/new/shipping/admin/waiting/")).body.carriers.find(
    (c: { code: string }) => c.code === "ppl",
  ).packages;
  const list = (
    await sklad.post("/api/new/shipping/admin/handovers/", {
      carrier: "ppl",
      package_ids: waiting.map((p: { id: number }) => p.id),
    })
  ).body;
  parcel = list.items[0].parcel_number;
  expect((await sklad.post(`/api/new/shipping/admin/handovers/${list.id}/handed-over/`, {})).status).toBe(
    200,
  );
  packed = await placeOrder(t, f, sklad, { type_delivery_code: "dpd" });
  await packOrder(sklad, packed.id, [BOX, { ...BOX, weight_kg: 0.8 }]);
  boxed = await placeOrder(t, f, sklad, {
    type_delivery_code: "zasilkovna",
    dispensing_point: "ZB0001",
  });
});
afterAll(() => t.close());

const D = "/api/new/shipping/admin/deliveries/";
const numbers = async (query: string) =>
  ((await sklad.get(`${D}?${query}`)).body.results as { number: string }[]).map((r) => r.number);

describe("shipping: the order delivery grid", () => {
  it("shows every order with its method, carrier, statuses, parcel numbers, handover and dates", async () => {
    const list = (await sklad.get(D)).body;
    expect(list.count).toBe(3);
    const row = list.results.find((r: { number: string }) => r.number === shipped.number);
    expect(row).toMatchObject({
      status: "shipped",
      delivery_code: "ppl",
      carrier: "PPL",
      delivery_status: "shipped",
      delivery_number: parcel,
      parcel_numbers: [parcel],
      delivered_at: null,
    });
    expect(row.handover_number).toMatch(/^PPL-\d{8}-01$/);
    expect(row.shipped_at).toBeTruthy();
    expect(list.results.find((r: { number: string }) => r.number === packed.number)).toMatchObject({
      carrier: "DPD",
      parcel_numbers: [],
      handover_number: null,
      shipped_at: null,
    });
  });

  it("filters by carrier, delivery status, day and number, and pages", async () => {
    expect(await numbers("carrier=ppl")).toEqual([shipped.number]);
    expect(await numbers("carrier=zasilkovna")).toEqual([boxed.number]);
    expect(await numbers("delivery_status=shipped")).toEqual([shipped.number]);
    expect((await numbers("delivery_status=waiting")).sort()).toEqual([packed.number, boxed.number].sort());
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Prague" });
    expect(await numbers(`date_from=${today}&date_to=${today}`)).toHaveLength(3);
    expect(await numbers("date_to=2020-01-01")).toEqual([]);
    expect(await numbers("date_from=2999-01-01")).toEqual([]);
    expect(await numbers(`search=${packed.number}`)).toEqual([packed.number]);
    const page = (await sklad.get(`${D}?page=2&page_size=2`)).body;
    expect(page).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page.results).toHaveLength(1);
  });

  it("answers bad filters with field errors", async () => {
    const bad = await sklad.get(`${D}?delivery_status=lost&date_from=26.11.2026&page_size=1000`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(
      expect.arrayContaining(["date_from", "delivery_status", "page_size"]),
    );
    expect(bad.body.date_from).toEqual(["Zadejte den ve tvaru RRRR-MM-DD."]);
    expect((await sklad.get(`${D}abc/`)).status).toBe(400);
    expect((await sklad.get(`${D}99999/`)).status).toBe(404);
  });
});

describe("shipping: an order's delivery", () => {
  it("shows packages with size, weight and tracking, its handover and history", async () => {
    const d = (await sklad.get(`${D}${shipped.id}/`)).body;
    expect(d).toMatchObject({
      recipient: "Jana Nováková",
      address: "Národní 10, 110 00 Praha",
      can_deliver: true,
    });
    expect(d.packages).toEqual([
      expect.objectContaining({
        width_mm: 300,
        height_mm: 200,
        depth_mm: 100,
        weight_g: 1_500,
        parcel_number: parcel,
        tracking_url: `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${parcel}`,
      }),
    ]);
    expect(d.handover.number).toBe(d.handover_number);
    expect(d.handover.handed_over_at).toBeTruthy();
    expect(d.history.map((h: { value: string }) => h.value)).toEqual(
      expect.arrayContaining(["processing", "packed", "shipped"]),
    );
    expect((await sklad.get(`${D}${packed.id}/`)).body.packages).toHaveLength(2);
  });

  it("marks a shipped order delivered, and refuses one not shipped", async () => {
    const refused = await sklad.post(`${D}${packed.id}/delivered/`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Doručení lze potvrdit jen u odeslané objednávky.");
    const res = await sklad.post(`${D}${shipped.id}/delivered/`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "delivered", delivery_status: "delivered", can_deliver: false });
    expect(res.body.delivered_at).toBeTruthy();
    expect(await numbers("delivery_status=delivered")).toEqual([shipped.number]);
    expect((await sklad.post(`${D}${shipped.id}/delivered/`, {})).status).toBe(409);
  });
});

describe("shipping: the pickup-point map", () => {
  it("gives every point its coordinates, state and the orders on their way to it", async () => {
    const res = (await sklad.get("/api/new/shipping/admin/pickup-points/")).body;
    expect(res.carrier).toBe("Zásilkovna");
    expect(res.points).toHaveLength(50);
    const first = res.points.find((p: { id: string }) => p.id === "ZB0001");
    expect(first).toMatchObject({ city: "Praha 1", open_orders: 1 });
    expect(first.latitude).toBeCloseTo(50.08, 1);
    expect(first.longitude).toBeCloseTo(14.4, 1);
    const states = new Set(res.points.map((p: { state: string }) => p.state));
    expect(states).toEqual(new Set(["open", "congested", "unavailable"]));
    expect(res.points.filter((p: { open_orders: number }) => p.open_orders > 0)).toHaveLength(1);
  });
});
