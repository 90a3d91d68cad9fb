import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.js";
import {
  createServiceUsers,
  insertShopOrder,
  PASSWORD,
  seedServiceFixtures,
} from "../../testing/service-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
let order: Awaited<ReturnType<typeof insertShopOrder>>;
const API = "/api/new/service";
const EMAIL = "petr.svoboda@example.cz";

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceFixtures(t.ctx);
  await createServiceUsers(t.ctx);
  order = await insertShopOrder(t.ctx, {
    number: "26001042",
    email: EMAIL,
    items: ["Apple iPhone 16 128 GB Černá", "AirPods 4"],
  });
  await insertShopOrder(t.ctx, {
    number: "23000007",
    email: EMAIL,
    createdAt: new Date(Date.now() - 3 * 365 * 86_400_000),
    items: ["Apple iPhone 12 64 GB Bílá"],
  });
  await insertShopOrder(t.ctx, { number: "26000099", email: EMAIL, status: "cancelled", items: ["Pixel 9"] });
});
afterAll(() => t.close());

function claim(overrides: Record<string, unknown> = {}) {
  return {
    order_number: "26001042",
    order_item: order.items[0].id,
    fault: "Telefon se sám restartuje a přestal nabíjet.",
    handover: "courier",
    pickup_address: { street: "Vinohradská 12", city: "Praha", postcode: "120 00" },
    customer: { name: "Petr Svoboda", email: EMAIL, phone: "+420 602 222 333" },
    consent: true,
    ...overrides,
  };
}

describe("warranty claims", () => {
  it("lists the claimable products of an order, by its number and e-mail", async () => {
    const res = await t
      .client()
      .post(`${API}/claims/products/`, { order_number: " 26001042 ", email: "Petr.Svoboda@example.cz" });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.name)).toEqual(["Apple iPhone 16 128 GB Černá", "AirPods 4"]);
    expect(res.body.items[0].warranty_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const expired = await t
      .client()
      .post(`${API}/claims/products/`, { order_number: "23000007", email: EMAIL });
    expect(expired.body.items).toEqual([]);
  });

  it("answers the same 404 for a wrong e-mail, an unknown number or a cancelled order", async () => {
    for (const body of [
      { order_number: "26001042", email: "someone@example.cz" },
      { order_number: "99999999", email: EMAIL },
      { order_number: "26000099", email: EMAIL },
    ]) {
      const res = await t.client().post(`${API}/claims/products/`, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Objednávku jsme nenašli. Zkontrolujte číslo objednávky a e-mail.");
    }
    const bad = await t.client().post(`${API}/claims/products/`, { order_number: "", email: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.order_number).toEqual(["Tato hodnota je požadována."]);
    expect(bad.body.email).toHaveLength(1);
  });

  it("files a claim with its own number, e-mail and status page", async () => {
    const res = await t.client().post(`${API}/claims/`, claim());
    expect(res.status).toBe(201);
    expect(res.body.number).toMatch(/^RK\d{6}$/);
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe(`Reklamace ${res.body.number} přijata`);
    expect(mail.kind).toBe("service-claim-created");
    const page = (await t.client().get(`${API}/orders/${res.body.public_id}/`)).body;
    expect(page).toMatchObject({
      kind: "claim",
      status: "received",
      device_label: "Apple iPhone 16 128 GB Černá",
      agreed_price: 0,
    });
    expect(page.store).not.toBeNull();
  });

  it("refuses a second open claim for the same product", async () => {
    const res = await t.client().post(`${API}/claims/`, claim({ order_item: order.items[1].id }));
    expect(res.status).toBe(201);
    const again = await t.client().post(`${API}/claims/`, claim({ order_item: order.items[1].id }));
    expect(again.status).toBe(409);
    expect(again.body.number).toBe(res.body.number);
  });

  it("refuses insurance lines, other orders' items, expired warranty and bad input", async () => {
    const insurance = await t.client().post(`${API}/claims/`, claim({ order_item: order.items[2].id }));
    expect(insurance.status).toBe(400);
    expect(insurance.body.order_item).toEqual(["Vyberte jednu z nabízených možností."]);
    const expired = await t.client().post(`${API}/claims/`, claim({ order_number: "23000007" }));
    expect(expired.body.order_number).toEqual(["Záruka na zboží z této objednávky už skončila."]);
    const wrongMail = await t
      .client()
      .post(
        `${API}/claims/`,
        claim({ customer: { name: "X", email: "x@example.cz", phone: "+420 602 222 333" } }),
      );
    expect(wrongMail.status).toBe(404);
    const empty = await t.client().post(`${API}/claims/`, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(
      expect.arrayContaining(["order_number", "order_item", "fault", "handover", "customer"]),
    );
    const store = await t.client().post(`${API}/claims/`, claim({ handover: "store", store: 999999 }));
    expect(store.body.store).toHaveLength(1);
  });

  it("can be moved and read by staff like a repair", async () => {
    const staff = t.client();
    await staff.login("technik@example.cz", PASSWORD);
    const grid = (await staff.get(`${API}/admin/orders/?kind=claim`)).body;
    expect(grid.results.every((r: any) => r.kind === "claim")).toBe(true);
    const detail = (await staff.get(`${API}/admin/orders/${grid.results[0].id}/`)).body;
    expect(detail.order_number).toBe("26001042");
    expect(
      (await staff.post(`${API}/admin/orders/${detail.id}/status/`, { status: "diagnosing" })).status,
    ).toBe(200);
  });
});
