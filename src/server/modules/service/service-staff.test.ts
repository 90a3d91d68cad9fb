import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, serviceOrders } from "../../db/schema.js";
import {
  createServiceUsers,
  IPHONE_COLOR,
  PASSWORD,
  repairOrder,
  seedServiceFixtures,
} from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";

let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let ops: { value: number; code: string }[];
const API = "/api/new/service";
const STAFF = `${API}/admin/orders`;

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceFixtures(t.ctx);
  await createServiceUsers(t.ctx);
  staff = t.client();
  await staff.login("technik@example.cz", PASSWORD);
  customer = t.client();
  await customer.login("zakaznik@example.cz", PASSWORD);
  ops = (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body.choices;
});
afterAll(() => t.close());

async function newOrder(overrides: Record<string, unknown> = {}) {
  const created = (
    await t.client().post(`${API}/orders/`, repairOrder([ops[0].value, ops[1].value], overrides))
  ).body;
  const [row] = await t.ctx.db
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.publicId, created.public_id));
  return { ...created, id: row.id, agreedPrice: row.agreedPrice };
}
const mailCount = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0].n;
const lastMail = async () =>
  (await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];
const audits = (id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "service_order"), eq(auditLog.entityId, String(id))));

describe("staff calls refuse visitors and customers", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", `${STAFF}/`],
    ["GET", `${STAFF}/1/`],
    ["POST", `${STAFF}/1/status/`, { status: "diagnosing" }],
    ["POST", `${STAFF}/1/notes/`, { text: "x" }],
    ["POST", `${STAFF}/1/parts/`, { name: "x", quantity: 1, unit_price: 1 }],
    ["POST", `${STAFF}/1/price-changes/`, { new_price: 1, reason: "x" }],
  ];
  it.each(calls)("%s %s", async (method, url, body) => {
    const visitor = t.client();
    expect((await visitor.request(method as any, url, body)).status).toBe(401);
    const res = await customer.request(method as any, url, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
  });
});

describe("the orders grid", () => {
  it("lists, filters, searches and pages", async () => {
    const a = await newOrder();
    const b = await newOrder({ imei: "490154203237518" });
    await staff.post(`${STAFF}/${a.id}/status/`, { status: "diagnosing" });
    const all = (await staff.get(`${STAFF}/?page_size=1`)).body;
    expect(all.count).toBeGreaterThanOrEqual(2);
    expect(all.results).toHaveLength(1);
    expect(all.results[0]).toMatchObject({
      number: b.number,
      kind: "repair",
      status: "received",
      price_pending: false,
    });
    const diagnosing = (await staff.get(`${STAFF}/?status=diagnosing`)).body;
    expect(diagnosing.results.map((r: any) => r.number)).toEqual([a.number]);
    expect((await staff.get(`${STAFF}/?search=${a.number}`)).body.results[0].number).toBe(a.number);
    expect((await staff.get(`${STAFF}/?search=490154203237518`)).body.results[0].number).toBe(b.number);
    expect((await staff.get(`${STAFF}/?search=JANA.novakova@example.cz`)).body.count).toBe(all.count);
    const oldest = (await staff.get(`${STAFF}/?ordering=created_at&page_size=1`)).body.results[0];
    expect(oldest.number < b.number).toBe(true);
  });

  it("refuses bad paging and filters with field errors", async () => {
    const res = await staff.get(`${STAFF}/?page=0&page_size=1000&ordering=name&status=done&kind=x`);
    expect(res.status).toBe(400);
    for (const f of ["page", "page_size", "ordering", "status", "kind"])
      expect(res.body[f], f).toHaveLength(1);
    expect((await staff.get(`${STAFF}/abc/`)).status).toBe(400);
    expect((await staff.get(`${STAFF}/999999/`)).status).toBe(404);
  });

  it("stays fast at 10 000 orders", async () => {
    await t.ctx.db.execute(sql`
      insert into service_orders (public_id, number, kind, status, language, currency, device_label, fault, handover,
        contact_name, email, email_lookup, phone, estimated_price, agreed_price, estimated_minutes, created_at)
      select 'bulk' || g, 'BULK' || g, case when g % 5 = 0 then 'claim' else 'repair' end,
        (array['received','diagnosing','repairing','ready_for_pickup'])[1 + g % 4], 'cs', 'CZK', 'Apple iPhone 13, Modrá',
        'Nefunguje', 'courier', 'x', 'x', 'lookup' || g, 'x', 100000, 100000, 60, now() - g * interval '1 minute'
      from generate_series(1, 10000) g`);
    const started = Date.now();
    const res = await staff.get(`${STAFF}/?status=repairing&kind=claim&page=3&page_size=50`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(500);
    expect(res.body.results).toHaveLength(50);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("the workflow", () => {
  it("moves through the statuses, e-mails and audits each change", async () => {
    const o = await newOrder();
    const before = await mailCount();
    const steps = ["diagnosing", "waiting_for_parts", "repairing", "ready_for_pickup", "handed_over"];
    for (const status of steps) {
      const res = await staff.post(`${STAFF}/${o.id}/status/`, {
        status,
        note: status === "ready_for_pickup" ? "Hotovo." : "",
      });
      expect(res.status, status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    expect(await mailCount()).toBe(before + steps.length);
    const mail = await lastMail();
    expect(mail.subject).toBe(`Zakázka ${o.number}: Předáno zákazníkovi`);
    const trail = await audits(o.id);
    expect(trail.map((a) => a.detail?.to)).toEqual(steps);
    expect(trail.every((a) => a.action === "service.status" && a.actorId !== null)).toBe(true);
    const page = (await t.client().get(`${API}/orders/${o.public_id}/`)).body;
    expect(page.history.map((h: any) => h.status)).toEqual(["received", ...steps]);
    expect(page.history.find((h: any) => h.status === "ready_for_pickup").text).toBe("Hotovo.");
    const detail = (await staff.get(`${STAFF}/${o.id}/`)).body;
    expect(detail.next_statuses).toEqual([]);
    expect(detail.history[1].actor).toBe("Tomáš T.");
    expect(detail.contact).toEqual({
      name: "Jana Nováková",
      email: "jana.novakova@example.cz",
      phone: "+420 601 123 456",
    });
  });

  it("refuses moves the workflow does not allow", async () => {
    const o = await newOrder();
    const res = await staff.post(`${STAFF}/${o.id}/status/`, { status: "handed_over" });
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual(["Do tohoto stavu zakázku nelze převést."]);
    expect((await staff.post(`${STAFF}/${o.id}/status/`, { status: "done" })).status).toBe(400);
    expect((await staff.post(`${STAFF}/${o.id}/status/`, {})).body.status).toHaveLength(1);
  });

  it("holds the repair until the customer accepts a new price", async () => {
    const o = await newOrder();
    await staff.post(`${STAFF}/${o.id}/status/`, { status: "diagnosing" });
    const proposed = await staff.post(`${STAFF}/${o.id}/price-changes/`, {
      new_price: o.agreedPrice + 99_000,
      reason: "Vadná i baterie.",
    });
    expect(proposed.body.price_pending).toBe(true);
    expect((await lastMail()).subject).toBe(`Zakázka ${o.number}: prosíme o souhlas s novou cenou`);
    const blocked = await staff.post(`${STAFF}/${o.id}/status/`, { status: "repairing" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe("Zákazník ještě nepotvrdil novou cenu; oprava nemůže pokračovat.");
    const second = await staff.post(`${STAFF}/${o.id}/price-changes/`, { new_price: 1, reason: "Znovu." });
    expect(second.status).toBe(409);
    expect((await staff.post(`${STAFF}/${o.id}/status/`, { status: "waiting_for_parts" })).status).toBe(200);
    const changeId = proposed.body.price_changes[0].id;
    await t.client().post(`${API}/orders/${o.public_id}/price-changes/${changeId}/`, { decision: "accept" });
    expect((await staff.post(`${STAFF}/${o.id}/status/`, { status: "repairing" })).status).toBe(200);
  });

  it("refuses a price change to the same price or with bad input", async () => {
    const o = await newOrder();
    const same = await staff.post(`${STAFF}/${o.id}/price-changes/`, {
      new_price: o.agreedPrice,
      reason: "Nic.",
    });
    expect(same.body.new_price).toEqual(["Nová cena je stejná jako dohodnutá."]);
    const bad = await staff.post(`${STAFF}/${o.id}/price-changes/`, { new_price: -5, reason: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.new_price).toHaveLength(1);
    expect(bad.body.reason).toEqual(["Tato hodnota je požadována."]);
  });

  it("e-mails public notes and parts, keeps internal notes internal", async () => {
    const o = await newOrder();
    const before = await mailCount();
    await staff.post(`${STAFF}/${o.id}/notes/`, { text: "Zákazník volal, spěchá.", is_public: false });
    expect(await mailCount()).toBe(before);
    await staff.post(`${STAFF}/${o.id}/notes/`, { text: "Díl objednán, dorazí zítra.", is_public: true });
    expect((await lastMail()).text).toContain("Díl objednán, dorazí zítra.");
    const part = await staff.post(`${STAFF}/${o.id}/parts/`, {
      name: "Displej OLED iPhone 15 Pro",
      code: "DSP-15P",
      quantity: 1,
      unit_price: 450_000,
    });
    expect(part.body.parts).toEqual([
      expect.objectContaining({ name: "Displej OLED iPhone 15 Pro", quantity: 1, unit_price: 450_000 }),
    ]);
    expect(await mailCount()).toBe(before + 2);
    const page = (await t.client().get(`${API}/orders/${o.public_id}/`)).body;
    expect(page.history.map((h: any) => h.type)).toEqual(["created", "note", "part"]);
    expect(page.parts).toEqual([{ name: "Displej OLED iPhone 15 Pro", quantity: 1 }]);
    expect(JSON.stringify(page)).not.toContain("spěchá");
    expect((await audits(o.id)).map((a) => a.action)).toEqual([
      "service.note",
      "service.note",
      "service.part",
    ]);
    const badPart = await staff.post(`${STAFF}/${o.id}/parts/`, { name: "", quantity: 0, unit_price: "x" });
    expect(badPart.status).toBe(400);
    expect(Object.keys(badPart.body).sort()).toEqual(["name", "quantity", "unit_price"]);
    expect((await staff.post(`${STAFF}/${o.id}/notes/`, { text: "" })).body.text).toEqual([
      "Tato hodnota je požadována.",
    ]);
  });

  it("refuses parts and price changes on a closed order", async () => {
    const o = await newOrder();
    await staff.post(`${STAFF}/${o.id}/status/`, { status: "ready_for_pickup" });
    await staff.post(`${STAFF}/${o.id}/status/`, { status: "handed_over" });
    expect(
      (await staff.post(`${STAFF}/${o.id}/parts/`, { name: "Šroub", quantity: 1, unit_price: 100 })).status,
    ).toBe(409);
    expect(
      (await staff.post(`${STAFF}/${o.id}/price-changes/`, { new_price: 1, reason: "Pozdě." })).status,
    ).toBe(409);
  });
});
