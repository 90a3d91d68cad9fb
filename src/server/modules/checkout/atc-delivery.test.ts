import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDisplayWeekday } from "../../../domain/display-dates.js";
import { getMarket } from "../../../domain/market.js";
import { deliveryMethods } from "../../integrations/carriers/delivery-methods.js";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { atcFor, localNow } from "./atc-delivery.js";
import type { Availability } from "./availability.js";

const weekdays = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((d) => [d, [["09:00", "18:00"]] as [string, string][]]),
);
const hours = { ...weekdays, "6": [["09:00", "12:00"]] as [string, string][] };
const store = { id: 7, seoName: "brno", openingHours: hours };
const CZK = deliveryMethods("CZK");

const avail = (o: { warehouse?: boolean; store?: boolean; empty?: boolean }): Availability => ({
  need: new Map(o.empty ? [] : [[1, 1]]),
  warehouseCovers: o.warehouse ?? false,
  storesWithAll: new Set(o.store ? [7] : []),
});
/** Answers as "code date time (store, transfer)"; Prague time given as a UTC instant. */
function atc(a: Availability, utc: string) {
  return Object.fromEntries(
    atcFor(CZK, a, [store], localNow(new Date(utc), "Europe/Prague")).map((x) => [
      x.code,
      x.moment
        ? `${x.moment.day.toISOString().slice(0, 10)} ${String(Math.floor(x.moment.minutes / 60)).padStart(2, "0")}:${String(x.moment.minutes % 60).padStart(2, "0")}${x.transfer ? " transfer" : ""}`
        : null,
    ]),
  );
}

describe("ATC delivery (available to customer)", () => {
  it("warehouse stock: carriers the next working day when ordered before the 15:00 cut-off; pickup after the transfer", () => {
    // Wednesday 18 November 2026, 10:00 in Prague (UTC+1).
    expect(atc(avail({ warehouse: true }), "2026-11-18T09:00:00Z")).toEqual({
      store: "2026-11-19 09:00 transfer",
      liftago: null,
      ppl: "2026-11-19 08:00",
      dpd: "2026-11-19 08:00",
      zasilkovna: "2026-11-19 08:00",
    });
    // Wednesday 15:30: the parcel leaves on Thursday and arrives on Friday.
    expect(atc(avail({ warehouse: true }), "2026-11-18T14:30:00Z").ppl).toBe("2026-11-20 08:00");
    // Friday after the cut-off: hand-over on Monday, delivery on Tuesday; the store gets it on Tuesday.
    const fri = atc(avail({ warehouse: true }), "2026-11-20T15:00:00Z");
    expect(fri.ppl).toBe("2026-11-24 08:00");
    expect(fri.store).toBe("2026-11-24 09:00 transfer");
    // Saturday: hand-over on Monday.
    expect(atc(avail({ warehouse: true }), "2026-11-21T08:00:00Z").ppl).toBe("2026-11-24 08:00");
  });

  it("store stock: pickup ready in 30 minutes and the courier within the hour while the store is open", () => {
    expect(atc(avail({ store: true }), "2026-11-18T09:00:00Z")).toEqual({
      store: "2026-11-18 10:30",
      liftago: "2026-11-18 11:00",
      ppl: null,
      dpd: null,
      zasilkovna: null,
    });
    // 17:45, the store closes at 18:00: the reservation is ready the next morning.
    const late = atc(avail({ store: true, warehouse: true }), "2026-11-18T16:45:00Z");
    expect(late.store).toBe("2026-11-19 09:30");
    expect(late.liftago).toBe("2026-11-19 10:00");
    // Before opening (07:00): ready 30 minutes after opening.
    expect(atc(avail({ store: true }), "2026-11-18T06:00:00Z").store).toBe("2026-11-18 09:30");
    // Saturday 11:45 (closes 12:00), closed on Sunday: Monday morning.
    expect(atc(avail({ store: true }), "2026-11-21T10:45:00Z").store).toBe("2026-11-23 09:30");
  });

  it("an empty cart or missing stock is available by no method", () => {
    expect(Object.values(atc(avail({ empty: true, warehouse: true }), "2026-11-18T09:00:00Z"))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(Object.values(atc(avail({}), "2026-11-18T09:00:00Z")).every((v) => v === null)).toBe(true);
  });
});

describe("GET /api/new/checkout/atc-delivery/", () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCheckoutFixture(t.ctx);
  });
  afterAll(() => t.close());

  it("answers per delivery method for the shopper's cart, with the earliest overall", async () => {
    const c = t.client();
    const empty = await c.get("/api/new/checkout/atc-delivery/");
    expect(empty.status).toBe(200);
    expect(empty.body.earliest).toBeNull();
    expect(empty.body.deliveries.every((d: { available: boolean }) => !d.available)).toBe(true);

    await c.post("/api/new/cart/add/", { product: f.phone.id });
    const res = await c.get("/api/new/checkout/atc-delivery/");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const byCode = Object.fromEntries(res.body.deliveries.map((d: { code: string }) => [d.code, d]));
    expect(byCode.ppl).toMatchObject({ available: true, kind: "carrier", transfer: false });
    expect(byCode.ppl.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The fixture's stores are open all day and hold the phone: pickup is the earliest, in 30 minutes.
    expect(byCode.store).toMatchObject({ available: true, transfer: false });
    expect(res.body.earliest.code).toBe("store");
    expect(res.body.earliest.text).toMatch(/^Dnes od \d{2}:\d{2}$|^Zítra$/);
    // A later day is named as every screen of the shop names it (issue 19): "čtvrtek 26. 11.".
    for (const d of res.body.deliveries as { date: string | null; text: string }[])
      if (d.date && !/^Dnes|^Zítra/.test(d.text))
        expect(d.text).toBe(formatDisplayWeekday(d.date, getMarket("cz"), "cs", "long"));

    const one = await c.get(`/api/new/checkout/atc-delivery/?store=${f.brno.seoName}`);
    expect(one.body.deliveries.find((d: { code: string }) => d.code === "store").store).toBe(f.brno.seoName);
  });

  it("rejects an unknown or malformed store with a 400", async () => {
    const c = t.client();
    const unknown = await c.get("/api/new/checkout/atc-delivery/?store=nowhere");
    expect(unknown.status).toBe(400);
    expect(unknown.body.store).toBeDefined();
    expect((await c.get(`/api/new/checkout/atc-delivery/?store=${"x".repeat(101)}`)).status).toBe(400);
  });
});
