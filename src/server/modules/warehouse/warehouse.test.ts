import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, crates, orderItems, orderPackages, orders, productLocations } from "../../db/schema.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";
import { crateCodes } from "./warehouse.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let staff: TestClient;
let worker: TestClient;

const W = "/api/new/warehouse";

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx, { phoneStock: 50 });
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, { email: "sklad@example.cz", password: "Heslo123!", role: "warehouse" });
  await createUser(t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
  worker = t.client();
  await worker.login("sklad@example.cz", "Heslo123!");
});
afterAll(() => t.close());

/** A guest's order of `products` shipped by PPL from the warehouse, confirmed by staff (as if paid). */
async function confirmedOrder(products: number[]): Promise<{ id: number; number: string }> {
  const c = t.client();
  for (const product of products) expect((await c.post("/api/new/cart/add/", { product })).status).toBe(200);
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const number = res.body.order_number as string;
  const [o] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  expect(
    (await staff.post(`/api/new/orders/admin/orders/${o.id}/status/`, { status: "confirmed" })).status,
  ).toBe(200);
  return { id: o.id, number };
}

const statusOf = async (id: number) =>
  (await t.ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
const linesOf = (id: number) =>
  t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);

describe("warehouse: access", () => {
  const ROUTES: [string, string, unknown?][] = [
    ["GET", `${W}/locations/`],
    ["PUT", `${W}/locations/1/`, { location: "A-01-1" }],
    ["DELETE", `${W}/locations/1/`],
    ["GET", `${W}/picking/`],
    ["POST", `${W}/picking/scan/`, { code: "X" }],
    ["POST", `${W}/picking/line/`, { order_id: 1, item_id: 1, status: "not_found" }],
    ["POST", `${W}/picking/assign-crate/`, { order_id: 1 }],
    ["GET", `${W}/crates/`],
    ["POST", `${W}/crates/`, { range: "K-01" }],
    ["PATCH", `${W}/crates/1/`, { active: false }],
    ["GET", `${W}/packing/lookup/?code=K-01`],
    ["GET", `${W}/packing/1/`],
    ["POST", `${W}/packing/1/`, { packages: [] }],
  ];

  it("refuses visitors (401), customers and catalogue staff (403) on every route", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    const catalog = t.client();
    await catalog.login("katalog@example.cz", "Heslo123!");
    for (const [method, url, body] of ROUTES) {
      expect((await t.client().request(method as any, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method as any, url, body)).status, `${method} ${url}`).toBe(403);
      const refused = await catalog.request(method as any, url, body);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
    }
  });

  it("lets a warehouse worker in", async () => {
    expect((await worker.get(`${W}/picking/`)).status).toBe(200);
    expect((await worker.get(`${W}/crates/`)).status).toBe(200);
  });
});

describe("warehouse: product locations", () => {
  it("finds a product by code, EAN and name, sets, changes and removes its location", async () => {
    await t.ctx.db.update((await import("../../db/schema.js")).products).set({ ean: "8591234567890" });
    const byCode = (await worker.get(`${W}/locations/?search=${f.phone.code}`)).body;
    expect(byCode.results[0]).toMatchObject({ product_id: f.phone.id, location: null });
    expect((await worker.get(`${W}/locations/?search=8591234567890`)).body.count).toBe(2);
    const byName = (await worker.get(`${W}/locations/?search=${encodeURIComponent("obal iphone")}`)).body;
    expect(byName.results.map((r: any) => r.product_id)).toEqual([f.acc.id]);

    const set = await worker.put(`${W}/locations/${f.phone.id}/`, { location: " a-03-2 " });
    expect(set.status).toBe(200);
    expect(set.body.location).toBe("A-03-2");
    const changed = await worker.put(`${W}/locations/${f.phone.id}/`, { location: "B-12-10" });
    expect(changed.body.location).toBe("B-12-10");
    expect((await worker.get(`${W}/locations/`)).body.results.map((r: any) => r.location)).toEqual([
      "B-12-10",
    ]);

    const removed = await worker.delete(`${W}/locations/${f.phone.id}/`);
    expect(removed.status).toBe(200);
    expect(removed.body.location).toBeNull();
    const again = await worker.delete(`${W}/locations/${f.phone.id}/`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Umístění produktu nenalezeno.");

    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ["warehouse.location.set", "warehouse.location.remove"]));
    expect(audits.map((a) => a.action)).toEqual([
      "warehouse.location.set",
      "warehouse.location.set",
      "warehouse.location.remove",
    ]);
  });

  it("refuses a malformed location with a Czech field error and an unknown product with the spec's message", async () => {
    for (const location of ["A32", "A-3-2", "AAA-03-2", "", "A-03-123"]) {
      const bad = await worker.put(`${W}/locations/${f.phone.id}/`, { location });
      expect(bad.status, location).toBe(400);
      expect(bad.body.location[0], location).toMatch(
        location ? /Umístění zadejte ve tvaru ulička-regál-police/ : /požadována/,
      );
    }
    const missing = await worker.put(`${W}/locations/999999/`, { location: "A-01-1" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(
      "Umístění produktu se nepodařilo změnit ani odebrat: produkt neexistuje.",
    );
    expect((await worker.delete(`${W}/locations/999999/`)).status).toBe(404);
  });
});

describe("warehouse: picking, crates and packing", () => {
  let first: { id: number; number: string };
  let second: { id: number; number: string };

  beforeAll(async () => {
    await t.ctx.db.insert(productLocations).values({ productId: f.acc.id, location: "A-01-1" });
    first = await confirmedOrder([f.phone.id, f.acc.id]);
    second = await confirmedOrder([f.phone.id]);
  });

  it("lists every open order's lines in walk order: by location, lines without one last", async () => {
    const list = (await worker.get(`${W}/picking/`)).body;
    const mine = list.results.filter((r: any) => [first.id, second.id].includes(r.order_id));
    expect(mine.map((r: any) => [r.code, r.order_number, r.location])).toEqual([
      [f.acc.code, first.number, "A-01-1"],
      [f.phone.code, first.number, null],
      [f.phone.code, second.number, null],
    ]);
    expect(mine.every((r: any) => r.picking_status === "waiting" && r.overdue === false)).toBe(true);
    expect([list.more, list.waiting]).toEqual([false, 3]);
    // A page is a wave of the oldest orders: the second page of one-order waves is the newer order.
    const wave = (await worker.get(`${W}/picking/?page=2&page_size=1`)).body;
    expect(wave.results.map((r: any) => r.order_number)).toEqual([second.number]);
    expect((await worker.get(`${W}/picking/?page=1&page_size=1`)).body.more).toBe(true);
    expect((await worker.get(`${W}/picking/?page=3&page_size=1`)).body).toMatchObject({
      results: [],
      more: false,
    });
    expect((await worker.get(`${W}/picking/?page_size=500`)).status).toBe(400);
  });

  it("marks a line picked by scan: the oldest order first, which moves to processing", async () => {
    const res = await worker.post(`${W}/picking/scan/`, { code: f.phone.code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_id: first.id, order_number: first.number, order_complete: false });
    expect(res.body.message).toBe(`iPhone 15 128 GB Černá → objednávka ${first.number}.`);
    expect(await statusOf(first.id)).toBe("processing");
    expect(await statusOf(second.id)).toBe("confirmed");
    const history = await staff.get(`/api/new/orders/admin/orders/${first.id}/`);
    expect(history.body.history.filter((h: any) => h.field === "picking").map((h: any) => h.value)).toEqual([
      `${res.body.item_id}:picked`,
    ]);
  });

  it("says so when a code is unknown, and when nothing waits for a known one", async () => {
    const unknown = await worker.post(`${W}/picking/scan/`, { code: "NEEXISTUJE-1" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Kód NEEXISTUJE-1 neznáme: žádný produkt nemá tento kód ani EAN.");
    const bad = await worker.post(`${W}/picking/scan/`, { code: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeDefined();
  });

  it("puts a fully picked order into a free crate; without one the order waits with a clear message", async () => {
    // No crate exists yet: the last line is picked, the answer says no crate is free.
    const last = await worker.post(`${W}/picking/scan/`, { code: f.acc.code });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ order_id: first.id, order_complete: true, crate: null });
    expect(last.body.crate_error).toMatch(/žádná přepravka není volná/);
    const waiting = (await worker.get(`${W}/picking/`)).body.awaiting_crate;
    expect(waiting).toEqual([{ order_id: first.id, order_number: first.number }]);
    const none = await worker.post(`${W}/picking/assign-crate/`, { order_id: first.id });
    expect(none.status).toBe(409);

    // Crates arrive: the waiting order takes the first free one.
    const added = await worker.post(`${W}/crates/`, { range: "k-01..k-03" });
    expect(added.status).toBe(201);
    expect(added.body.created).toEqual(["K-01", "K-02", "K-03"]);
    expect((await worker.post(`${W}/crates/`, { range: "K-03..K-04" })).body).toEqual({
      created: ["K-04"],
      existing: ["K-03"],
    });
    const assigned = await worker.post(`${W}/picking/assign-crate/`, { order_id: first.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ crate: "K-01", message: `Objednávka ${first.number} → přepravka K-01` });
    expect((await worker.get(`${W}/picking/`)).body.awaiting_crate).toEqual([]);

    // The second order's only line completes it and lands in the next crate.
    const scan = await worker.post(`${W}/picking/scan/`, { code: f.phone.code });
    expect(scan.body).toMatchObject({ order_id: second.id, order_complete: true, crate: "K-02" });
    expect(scan.body.message).toBe(`Objednávka ${second.number} → přepravka K-02`);
    const crateList = (await worker.get(`${W}/crates/`)).body.results;
    expect(crateList[1]).toMatchObject({
      code: "K-02",
      active: true,
      order: { id: second.id, number: second.number, customer_name: "Jana Nováková", items: 1 },
    });
  });

  it("answers 409 'already scanned' for a code whose open lines are all picked", async () => {
    const again = await worker.post(`${W}/picking/scan/`, { code: f.phone.code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Položka už byla naskenována.");
  });

  it("marks a line not found or for replacement, and resets it only when confirmed", async () => {
    const third = await confirmedOrder([f.acc.id]);
    const [line] = await linesOf(third.id);
    const body = { order_id: third.id, item_id: line.id };
    expect((await worker.post(`${W}/picking/line/`, { ...body, status: "not_found" })).status).toBe(200);
    expect(await statusOf(third.id)).toBe("processing");
    expect((await worker.post(`${W}/picking/line/`, { ...body, status: "needs_replacement" })).status).toBe(
      200,
    );
    const reset = await worker.post(`${W}/picking/line/`, { ...body, status: "waiting" });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe("Akci je nutné potvrdit.");
    expect((await linesOf(third.id))[0].pickingStatus).toBe("needs_replacement");
    const confirmed = await worker.post(`${W}/picking/line/`, { ...body, status: "waiting", confirm: true });
    expect(confirmed.status).toBe(200);
    expect((await linesOf(third.id))[0].pickingStatus).toBe("waiting");
    const foreign = await worker.post(`${W}/picking/line/`, {
      order_id: first.id,
      item_id: line.id,
      status: "not_found",
    });
    expect(foreign.status).toBe(404);
  });

  it("opens the packing by crate or order number; an empty crate says it holds no order", async () => {
    expect((await worker.get(`${W}/packing/lookup/?code=k-02`)).body).toEqual({
      order_id: second.id,
      crate: "K-02",
    });
    expect((await worker.get(`${W}/packing/lookup/?code=${first.number}`)).body).toEqual({
      order_id: first.id,
      crate: "K-01",
    });
    const empty = await worker.get(`${W}/packing/lookup/?code=K-03`);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe("Přepravka K-03 neobsahuje žádnou objednávku.");
    expect((await worker.get(`${W}/packing/lookup/?code=K-99`)).status).toBe(404);
  });

  it("validates packages with Czech field errors and packs: packages in mm and g, crate freed, status packed", async () => {
    const bad = await worker.post(`${W}/packing/${first.id}/`, {
      packages: [{ width_cm: "12,55", height_cm: "0", depth_cm: "abc", weight_kg: "" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.packages["0"].width_cm[0]).toMatch(/nejvýše jedním desetinným místem/);
    expect(bad.body.packages["0"].height_cm[0]).toMatch(/Zadejte rozměr/);
    expect(bad.body.packages["0"].depth_cm[0]).toMatch(/Zadejte rozměr/);
    expect(bad.body.packages["0"].weight_kg[0]).toMatch(/Zadejte hmotnost/);
    expect((await worker.post(`${W}/packing/${first.id}/`, { packages: [] })).status).toBe(400);

    const detail = (await worker.get(`${W}/packing/${first.id}/`)).body;
    expect(detail).toMatchObject({
      order_number: first.number,
      crate: "K-01",
      complete: true,
      status: "processing",
    });
    expect(detail.items.map((i: any) => i.kind)).toEqual(["product", "product"]);

    const res = await worker.post(`${W}/packing/${first.id}/`, {
      packages: [
        { width_cm: "20,5", height_cm: 10, depth_cm: "5", weight_kg: "0,45" },
        { width_cm: 30, height_cm: 20, depth_cm: 10, weight_kg: 1.2 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Objednávka ${first.number} je zabalená, balíků: 2.`);
    expect(await statusOf(first.id)).toBe("packed");
    const packages = await t.ctx.db.select().from(orderPackages).where(eq(orderPackages.orderId, first.id));
    expect(packages.map((p) => [p.widthMm, p.heightMm, p.depthMm, p.weightG])).toEqual([
      [205, 100, 50, 450],
      [300, 200, 100, 1200],
    ]);
    const [k01] = await t.ctx.db.select().from(crates).where(eq(crates.code, "K-01"));
    expect(k01.orderId).toBeNull();
    expect(k01.filledAt).toBeNull();
    const again = await worker.post(`${W}/packing/${first.id}/`, {
      packages: [{ width_cm: 1, height_cm: 1, depth_cm: 1, weight_kg: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Objednávku ${first.number} nelze zabalit ve stavu Zabalená.`);
    const [packAudit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "warehouse.pack"));
    expect(packAudit).toMatchObject({ entity: "order", entityId: String(first.id) });
  });

  it("refuses to pack an order not fully picked", async () => {
    const open = await confirmedOrder([f.acc.id]);
    const res = await worker.post(`${W}/packing/${open.id}/`, {
      packages: [{ width_cm: 1, height_cm: 1, depth_cm: 1, weight_kg: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Objednávka ${open.number} ještě není celá vychystaná.`);
    expect(await statusOf(open.id)).toBe("confirmed");
  });

  it("deactivates a free crate only, and refuses a bad range", async () => {
    const list = (await worker.get(`${W}/crates/`)).body.results;
    const k02 = list.find((c: any) => c.code === "K-02");
    const busy = await worker.patch(`${W}/crates/${k02.id}/`, { active: false });
    expect(busy.status).toBe(409);
    const k03 = list.find((c: any) => c.code === "K-03");
    const off = await worker.patch(`${W}/crates/${k03.id}/`, { active: false });
    expect(off.body).toMatchObject({ code: "K-03", active: false, order: null });
    const bad = await worker.post(`${W}/crates/`, { range: "K-20..K-01" });
    expect(bad.status).toBe(400);
    expect(bad.body.range[0]).toMatch(/Zadejte kód přepravky/);
  });
});

describe("crate ranges", () => {
  it("reads one code, a range with or without the prefix again, and keeps the number's width", () => {
    expect(crateCodes("K-07")).toEqual(["K-07"]);
    expect(crateCodes("K-08..K-10")).toEqual(["K-08", "K-09", "K-10"]);
    expect(crateCodes("K-8..10")).toEqual(["K-8", "K-9", "K-10"]);
    expect(crateCodes("K-001..K-200")).toHaveLength(200);
    expect(crateCodes("K-001..K-201")).toBeNull();
    expect(crateCodes("K-01..L-02")).toBeNull();
    expect(crateCodes("hello")).toBeNull();
  });
});
