import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKETS } from "../../../domain/market.js";
import { sellerOf } from "../../../domain/seller.js";
import { getT } from "../../../i18n/i18n-core.js";
import { auditLog, handovers, orderHistory, orderPackages } from "../../db/schema.js";
import { carrierApi, type SandboxCarrierApi } from "../../integrations/carriers/parcels.js";
import { seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { readPdf } from "../../testing/pdf-text.js";
import { BOX, packOrder, placeOrder } from "../../testing/shipping-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { renderHandoverPdf } from "./handover-pdf.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let sklad: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx, { phoneStock: 50 });
  await createUser(t.ctx, { email: "sklad@example.cz", password: "Heslo123!", role: "warehouse" });
  await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  sklad = t.client();
  await sklad.login("sklad@example.cz", "Heslo123!");
});
afterAll(() => t.close());

const H = "/api/new/shipping/admin/handovers/";
const ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/new/shipping/admin/waiting/"],
  ["GET", H],
  ["POST", H, { carrier: "ppl", package_ids: [1] }],
  ["GET", `${H}1/`],
  ["GET", `${H}1/pdf/`],
  ["POST", `${H}1/handed-over/`, {}],
  ["GET", "/api/new/shipping/admin/deliveries/"],
  ["GET", "/api/new/shipping/admin/deliveries/1/"],
  ["POST", "/api/new/shipping/admin/deliveries/1/delivered/", {}],
  ["GET", "/api/new/shipping/admin/pickup-points/"],
];

const waitingOf = async (carrier: string) =>
  (await sklad.get("/api/new/shipping/admin/waiting/")).body.carriers.find(
    (c: { code: string }) => c.code === carrier,
  ).packages as { id: number; order_number: string; cod_amount: number | null; weight_g: number }[];

describe("shipping: who may", () => {
  it("refuses visitors (401), customers and catalogue staff (403) on every shipping route", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    const catalog = t.client();
    await catalog.login("katalog@example.cz", "Heslo123!");
    for (const [method, url, body] of ROUTES) {
      expect((await t.client().request(method as any, url, body)).status, `${method} ${url}`).toBe(401);
      for (const who of [customer, catalog]) {
        const denied = await who.request(method as any, url, body);
        expect(denied.status, `${method} ${url}`).toBe(403);
        expect(denied.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
      }
    }
  });
});

describe("shipping: handover to carriers", () => {
  it("lists per carrier the packages of packed orders with recipient, city, weight and cash on delivery", async () => {
    const cod = await placeOrder(t, f, sklad, { type_payment: "cod" });
    await packOrder(sklad, cod.id, [BOX, { ...BOX, weight_kg: 0.7 }]);
    const notPacked = await placeOrder(t, f, sklad);
    const store = await placeOrder(t, f, sklad, { type_delivery_code: "store", store: f.praha.id });
    const ppl = await waitingOf("ppl");
    const mine = ppl.filter((p) => p.order_number === cod.number);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      recipient: "Jana Nováková",
      city: "Praha",
      weight_g: 1_500,
      parcel_number: null,
    });
    // The driver collects the order's total once, with its first package.
    expect(mine[0]!.cod_amount).toBeGreaterThan(1_999_000);
    expect(mine[1]!.cod_amount).toBeNull();
    const all = (await sklad.get("/api/new/shipping/admin/waiting/")).body.carriers.flatMap(
      (c: { packages: { order_number: string }[] }) => c.packages.map((p) => p.order_number),
    );
    expect(all).not.toContain(notPacked.number);
    expect(all).not.toContain(store.number);
    expect((await waitingOf("dpd")).length).toBe(0);
  });

  it("creates a handover list that registers each package with the carrier (its parcel number), numbered per day", async () => {
    const a = await placeOrder(t, f, sklad);
    await packOrder(sklad, a.id);
    const ids = (await waitingOf("ppl")).map((p) => p.id);
    const res = await sklad.post(H, { carrier: "ppl", package_ids: ids });
    expect(res.status, res.text).toBe(201);
    const day = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Prague" }).replaceAll("-", "");
    expect(res.body.number).toBe(`PPL-${day}-01`);
    expect(res.body).toMatchObject({
      carrier: "ppl",
      carrier_name: "PPL",
      packages: ids.length,
      handed_over_at: null,
    });
    expect(res.body.cod_total).toBeGreaterThan(0);
    const sandbox = carrierApi as SandboxCarrierApi;
    for (const p of res.body.items) {
      expect(p.parcel_number).toMatch(/^4\d{10}$/);
      expect(p.tracking_url).toBe(`https://www.ppl.cz/vyhledat-zasilku?shipmentId=${p.parcel_number}`);
      expect(sandbox.registered.get("ppl")?.has(p.parcel_number)).toBe(true);
    }
    expect(await waitingOf("ppl")).toEqual([]);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "shipping.handover.create"), eq(auditLog.entityId, String(res.body.id))),
      );
    expect(entry?.detail).toMatchObject({ carrier: "ppl" });

    // A package already on a list cannot go on another; the next list of the day is -02.
    const again = await sklad.post(H, { carrier: "ppl", package_ids: [ids[0]] });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/už je na jiném předávacím protokolu/);
    const b = await placeOrder(t, f, sklad);
    await packOrder(sklad, b.id);
    const second = await sklad.post(H, {
      carrier: "ppl",
      package_ids: (await waitingOf("ppl")).map((p) => p.id),
    });
    expect(second.body.number).toBe(`PPL-${day}-02`);
    const list = (await sklad.get(`${H}?carrier=ppl`)).body;
    expect(list.results.map((h: { number: string }) => h.number)).toEqual([`PPL-${day}-02`, `PPL-${day}-01`]);
    expect(list.results[1]).toMatchObject({
      packages: ids.length,
      orders: res.body.orders,
      weight_g: res.body.weight_g,
      cod_total: res.body.cod_total,
    });
  });

  it("answers bad input with field errors and a package of another carrier with the refusal", async () => {
    const empty = await sklad.post(H, { carrier: "ppl", package_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.package_ids).toEqual(["Tato hodnota je požadována."]);
    const store = await sklad.post(H, { carrier: "store", package_ids: [1] });
    expect(store.status).toBe(400);
    expect(store.body.carrier).toBeTruthy();
    const missing = await sklad.post(H, { carrier: "ppl", package_ids: [2_000_000] });
    expect(missing.status).toBe(400);
    expect(missing.body.package_ids).toEqual(["Některý z vybraných balíků neexistuje."]);
    expect((await sklad.post(H, { carrier: "ppl", package_ids: ["x"] })).status).toBe(400);
    expect((await sklad.get(`${H}?page=0`)).status).toBe(400);
    expect((await sklad.get(`${H}abc/`)).status).toBe(400);
    expect((await sklad.get(`${H}999999/`)).status).toBe(404);
    const o = await placeOrder(t, f, sklad);
    await packOrder(sklad, o.id);
    const pkg = (await waitingOf("ppl")).find((p) => p.order_number === o.number)!;
    const wrong = await sklad.post(H, { carrier: "dpd", package_ids: [pkg.id] });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(
      `Objednávku ${o.number} nelze předat dopravci (objednávka může být zrušená).`,
    );
    // Leave nothing waiting for the next tests.
    await sklad.post(H, { carrier: "ppl", package_ids: [pkg.id] });
  });

  it("refuses a parcel over the carrier's limit, names the order, and creates nothing", async () => {
    const ok = await placeOrder(t, f, sklad);
    await packOrder(sklad, ok.id);
    const heavy = await placeOrder(t, f, sklad);
    await packOrder(sklad, heavy.id, [{ ...BOX, weight_kg: 32 }]);
    const ids = (await waitingOf("ppl")).map((p) => p.id);
    const sandbox = carrierApi as SandboxCarrierApi;
    const before = sandbox.registered.get("ppl")?.size ?? 0;
    const listsBefore = (await t.ctx.db.select().from(handovers)).length;
    const res = await sklad.post(H, { carrier: "ppl", package_ids: ids });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `Dopravce balík objednávky ${heavy.number} nepřijal: váží víc než 31,5 kg.`,
    );
    expect(res.body.package_ids).toEqual([res.body.message]);
    // The first package's registration was withdrawn; no list, no parcel numbers.
    expect(sandbox.registered.get("ppl")?.size ?? 0).toBe(before);
    expect((await t.ctx.db.select().from(handovers)).length).toBe(listsBefore);
    expect((await waitingOf("ppl")).map((p) => p.id)).toEqual(ids);
    const pkgs = await t.ctx.db.select().from(orderPackages).where(eq(orderPackages.orderId, ok.id));
    expect(pkgs.map((p) => p.parcelNumber)).toEqual([null]);
    // The heavy order is repacked elsewhere; the light one goes on its own list.
    const light = (await waitingOf("ppl")).filter((p) => p.order_number === ok.number).map((p) => p.id);
    expect((await sklad.post(H, { carrier: "ppl", package_ids: light })).status).toBe(201);
    await t.ctx.db.delete(orderPackages).where(eq(orderPackages.orderId, heavy.id));
  });

  it("prints the list as a PDF with the shop, the carrier, the orders, the totals and the signatures", async () => {
    const a = await placeOrder(t, f, sklad, { type_payment: "cod" });
    await packOrder(sklad, a.id, [BOX, BOX]);
    const b = await placeOrder(t, f, sklad);
    await packOrder(sklad, b.id);
    const ids = (await waitingOf("ppl")).map((p) => p.id);
    const list = (await sklad.post(H, { carrier: "ppl", package_ids: ids })).body;
    const res = await t.app.inject({
      method: "GET",
      url: `${H}${list.id}/pdf/`,
      headers: { cookie: [...sklad.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`${list.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const read = await readPdf(res.rawPayload);
    expect(read.title).toBe(`Předávací protokol ${list.number}`);
    const text = read.pages.join("\n").replace(/\u00a0/g, " ");
    for (const s of [
      "Předávací protokol",
      `č. ${list.number}`,
      "Mobil Centrum s.r.o.",
      "PPL",
      a.number,
      b.number,
      "Jana Nováková",
      "Praha",
      ...list.items.map((p: { parcel_number: string }) => p.parcel_number),
      "Balíků:",
      "3",
      "Celková váha:",
      "4,5 kg",
      "Dobírky celkem:",
      "Převzal za dopravce (řidič): jméno, podpis",
      "Předal za sklad: jméno, podpis",
      "Strana 1 z 1",
    ])
      expect(text).toContain(s);
  });

  it("prints the list in Romanian with the Romanian shop and lei", async () => {
    const pdf = await renderHandoverPdf(
      {
        number: "FAN-20261126-01",
        carrierName: "FAN Courier",
        createdAt: new Date("2026-11-26T09:00:00Z"),
        handedOverAt: null,
        seller: sellerOf(MARKETS.ro),
        packages: Array.from({ length: 70 }, (_, i) => ({
          orderNumber: `2026${String(i).padStart(4, "0")}`,
          recipient: "Ioana Popescu",
          city: "Timișoara",
          parcelNumber: "2123456789012",
          weightG: 2_000,
          codAmount: i === 0 ? 129_900 : null,
        })),
      },
      getT("ro"),
      MARKETS.ro,
    );
    const read = await readPdf(pdf);
    expect(read.pages.length).toBe(2);
    const text = read.pages.join("\n").replace(/\u00a0/g, " ");
    for (const s of [
      "Proces-verbal de predare",
      "FAN Courier",
      "Timișoara",
      "Total ramburs:",
      "1.299 lei",
      "140,0 kg",
      "Pagina 2 din 2",
    ])
      expect(text).toContain(s);
  });

  it("hands a list over: every order shipped with its parcel numbers; a second time is refused", async () => {
    const a = await placeOrder(t, f, sklad);
    await packOrder(sklad, a.id, [BOX, BOX]);
    const list = (
      await sklad.post(H, { carrier: "ppl", package_ids: (await waitingOf("ppl")).map((p) => p.id) })
    ).body;
    const res = await sklad.post(`${H}${list.id}/handed-over/`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body.handed_over_at).toBeTruthy();
    const o = (await sklad.get(`/api/new/orders/admin/orders/${a.id}/`)).body;
    expect(o.status).toBe("shipped");
    expect(o.delivery_status).toBe("shipped");
    expect(o.delivery_number).toBe(
      list.items.map((p: { parcel_number: string }) => p.parcel_number).join(", "),
    );
    const again = await sklad.post(`${H}${list.id}/handed-over/`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Tento protokol už byl předán dopravci.");
  });

  it("refuses a list with an order cancelled meanwhile, names it, and ships none of the others", async () => {
    const a = await placeOrder(t, f, sklad);
    await packOrder(sklad, a.id);
    const b = await placeOrder(t, f, sklad);
    await packOrder(sklad, b.id);
    const list = (
      await sklad.post(H, { carrier: "ppl", package_ids: (await waitingOf("ppl")).map((p) => p.id) })
    ).body;
    expect(list.orders).toBe(2);
    // The later order is cancelled after the list was printed: the first one is shipped inside the
    // transaction before the cancelled one is met, so its rollback is what this checks.
    expect((await sklad.post(`/api/new/orders/admin/orders/${b.id}/cancel/`, { confirm: true })).status).toBe(
      200,
    );
    const res = await sklad.post(`${H}${list.id}/handed-over/`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Objednávku ${b.number} nelze předat dopravci (objednávka může být zrušená).`,
    );
    const first = (await sklad.get(`/api/new/orders/admin/orders/${a.id}/`)).body;
    expect(first.status).toBe("packed");
    expect(first.delivery_number).toBeNull();
    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, a.id));
    expect(history.map((h) => h.value)).not.toContain("shipped");
    expect((await sklad.get(`${H}${list.id}/`)).body.handed_over_at).toBeNull();
    const shippedAudit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.status"), eq(auditLog.entityId, String(a.id))));
    expect(shippedAudit.map((e) => e.detail)).not.toContainEqual({ status: "shipped" });
  });
});
