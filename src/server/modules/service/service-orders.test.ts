import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/query-rows.js";
import { mailOutbox, serviceOrders } from "../../db/schema.js";
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
let ops: { value: number; code: string; price: number; stores: { id: number }[] }[];
const API = "/api/new/service";

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceFixtures(t.ctx);
  await createServiceUsers(t.ctx);
  staff = t.client();
  await staff.login("technik@example.cz", PASSWORD);
  ops = (await t.client().get(`${API}/operations/?color=${IPHONE_COLOR}`)).body.choices;
});
afterAll(() => t.close());

const op = (code: string) => ops.find((o) => o.code === code)!;
const lastMail = async () =>
  (await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe("ordering a repair", () => {
  it("gives a number, a status link and a Czech confirmation e-mail", async () => {
    const body = repairOrder([op("display").value, op("battery").value]);
    const res = await t.client().post(`${API}/orders/`, body);
    expect(res.status).toBe(201);
    expect(res.body.number).toMatch(/^SR\d{6}$/);
    expect(res.body.public_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(res.body.status_url).toBe(`/servis/zakazka/${res.body.public_id}/`);
    const mail = await lastMail();
    expect(mail.to).toBe("jana.novakova@example.cz");
    expect(mail.subject).toBe(`Servisní zakázka ${res.body.number} přijata`);
    expect(mail.text).toContain("Výměna displeje");
    expect(mail.text).toContain("Kurýr si zařízení vyzvedne na adrese Národní 10, 110 00 Praha");
    expect(mail.text).toContain(res.body.status_url);
  });

  it("shows the public status page with items, total and history, and no contact details", async () => {
    const created = (
      await t.client().post(`${API}/orders/`, repairOrder([op("display").value, op("battery").value]))
    ).body;
    const res = await t.client().get(`${API}/orders/${created.public_id}/`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).toMatchObject({
      number: created.number,
      kind: "repair",
      status: "received",
      device_label: "Apple iPhone 15 Pro, Černý titan",
      handover: "courier",
      estimated_price: op("display").price + op("battery").price,
      agreed_price: op("display").price + op("battery").price,
      currency: "CZK",
      pending_price_change: null,
    });
    expect(res.body.items.map((i: any) => i.name)).toEqual(["Výměna displeje", "Výměna baterie"]);
    expect(res.body.history).toEqual([expect.objectContaining({ type: "created", status: "received" })]);
    expect(res.text).not.toContain("example.cz");
    expect(res.text).not.toContain("601");
  });

  it("keeps contact details encrypted at rest", async () => {
    await t.client().post(`${API}/orders/`, repairOrder([op("battery").value]));
    const [raw] = await queryRows<any>(
      t.ctx.db,
      sql`select contact_name, email, phone, pickup_address from service_orders order by id desc limit 1`,
    );
    for (const v of Object.values(raw)) expect(v).toMatch(/^v1\./);
  });

  it("takes a store drop-off only at a store doing every chosen operation", async () => {
    const mainOnly = op("back-glass");
    const everywhere = op("battery");
    const other = everywhere.stores.find((s) => !mainOnly.stores.some((m) => m.id === s.id))!;
    const refused = await t
      .client()
      .post(
        `${API}/orders/`,
        repairOrder([mainOnly.value, everywhere.value], { handover: "store", store: other.id }),
      );
    expect(refused.status).toBe(400);
    expect(refused.body.store).toHaveLength(1);
    const ok = await t.client().post(
      `${API}/orders/`,
      repairOrder([mainOnly.value, everywhere.value], {
        handover: "store",
        store: mainOnly.stores[0].id,
        pickup_address: null,
      }),
    );
    expect(ok.status).toBe(201);
    const status = (await t.client().get(`${API}/orders/${ok.body.public_id}/`)).body;
    expect(status.store.id).toBe(mainOnly.stores[0].id);
    expect((await lastMail()).text).toContain("přineste na prodejnu");
  });

  it("remembers the logged-in customer", async () => {
    const c = t.client();
    await c.login("zakaznik@example.cz", PASSWORD);
    const res = await c.post(`${API}/orders/`, repairOrder([op("software").value]));
    const [row] = await t.ctx.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.number, res.body.number));
    expect(row.userId).not.toBeNull();
  });
});

describe("bad repair orders", () => {
  it("answers 400 with field errors for an empty body, never 500", async () => {
    const res = await t.client().post(`${API}/orders/`, {});
    expect(res.status).toBe(400);
    expect(res.body.color).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.operations).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.fault).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.customer).toEqual(["Tato hodnota je požadována."]);
  });

  it("checks contact, address, IMEI, consent and the handover's own fields", async () => {
    const res = await t.client().post(
      `${API}/orders/`,
      repairOrder([op("display").value], {
        imei: "123456789012345",
        customer: { name: "", email: "nope", phone: "12" },
        pickup_address: { street: "Národní 10", city: "Praha", postcode: "1" },
        consent: false,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.imei).toEqual(["Neplatné IMEI."]);
    expect(res.body.customer.name).toEqual(["Tato hodnota je požadována."]);
    expect(res.body.customer.email).toEqual(["Zadejte platnou e-mailovou adresu."]);
    expect(res.body.customer.phone).toEqual(["Zadejte platné telefonní číslo."]);
    expect(res.body.pickup_address.postcode).toEqual(["Neplatné PSČ."]);
    expect(res.body.consent).toEqual(["Pro odeslání je potřeba souhlasit s podmínkami servisu."]);
    const noStore = await t
      .client()
      .post(`${API}/orders/`, repairOrder([op("display").value], { handover: "store", store: null }));
    expect(noStore.body.store).toEqual(["Tato hodnota je požadována."]);
    const noAddress = await t
      .client()
      .post(`${API}/orders/`, repairOrder([op("display").value], { pickup_address: null }));
    expect(noAddress.body.pickup_address).toEqual(["Tato hodnota je požadována."]);
  });

  it("refuses operations of another device and unknown colours", async () => {
    const other = (await t.client().get(`${API}/operations/?color=galaxy-s24-ultra-titanium-black`)).body
      .choices[0].value;
    const res = await t.client().post(`${API}/orders/`, repairOrder([other]));
    expect(res.status).toBe(400);
    expect(res.body.operations).toHaveLength(1);
    const colour = await t
      .client()
      .post(`${API}/orders/`, repairOrder([op("display").value], { color: "no-such" }));
    expect(colour.body.color).toEqual(["Vyberte jednu z nabízených možností."]);
    const types = await t.client().post(`${API}/orders/`, repairOrder(["x" as any], { handover: "boat" }));
    expect(types.status).toBe(400);
    expect(types.body.handover).toHaveLength(1);
  });

  it("ignores the field of the handover not chosen (a hidden, half-filled address or a stale store)", async () => {
    const store = op("display").stores[0].id;
    const dropOff = await t.client().post(
      `${API}/orders/`,
      repairOrder([op("display").value], {
        handover: "store",
        store,
        pickup_address: { street: "", city: "", postcode: "" },
      }),
    );
    expect(dropOff.status).toBe(201);
    const courier = await t
      .client()
      .post(`${API}/orders/`, repairOrder([op("display").value], { store: 999999 }));
    expect(courier.status).toBe(201);
  });

  it("documents its calls in the OpenAPI description", async () => {
    const res = await t.client().get("/api/docs/json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain("/api/new/service/orders/");
  });

  it("needs the CSRF token like every unsafe call", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/orders/`,
      payload: repairOrder([op("display").value]),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("status page and price decisions", () => {
  it("is 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await t.client().get(`${API}/orders/${"A".repeat(24)}/`)).status).toBe(404);
    expect((await t.client().get(`${API}/orders/short/`)).status).toBe(400);
  });

  it("lets the customer accept a price change staff proposed, once", async () => {
    const created = (await t.client().post(`${API}/orders/`, repairOrder([op("display").value]))).body;
    const [row] = await t.ctx.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.publicId, created.public_id));
    const proposed = await staff.post(`${API}/admin/orders/${row.id}/price-changes/`, {
      new_price: row.agreedPrice + 150_000,
      reason: "Poškozený i rámeček displeje.",
    });
    expect(proposed.status).toBe(200);
    const page = (await t.client().get(`${API}/orders/${created.public_id}/`)).body;
    expect(page.pending_price_change).toMatchObject({
      new_price: row.agreedPrice + 150_000,
      status: "pending",
    });
    const id = page.pending_price_change.id;
    const customer = t.client();
    const accepted = await customer.post(`${API}/orders/${created.public_id}/price-changes/${id}/`, {
      decision: "accept",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.agreed_price).toBe(row.agreedPrice + 150_000);
    expect(accepted.body.pending_price_change).toBeNull();
    expect(accepted.body.history.map((h: any) => h.type)).toEqual([
      "created",
      "price_change",
      "price_accepted",
    ]);
    expect((await lastMail()).subject).toBe(`Zakázka ${created.number}: nová cena přijata`);
    const again = await customer.post(`${API}/orders/${created.public_id}/price-changes/${id}/`, {
      decision: "reject",
    });
    expect(again.status).toBe(409);
  });

  it("refuses a decision on another order's change or with a bad body", async () => {
    const a = (await t.client().post(`${API}/orders/`, repairOrder([op("display").value]))).body;
    const b = (await t.client().post(`${API}/orders/`, repairOrder([op("display").value]))).body;
    const [rowB] = await t.ctx.db.select().from(serviceOrders).where(eq(serviceOrders.publicId, b.public_id));
    await staff.post(`${API}/admin/orders/${rowB.id}/price-changes/`, {
      new_price: 100,
      reason: "Jiná závada.",
    });
    const changeId = (await t.client().get(`${API}/orders/${b.public_id}/`)).body.pending_price_change.id;
    const foreign = await t
      .client()
      .post(`${API}/orders/${a.public_id}/price-changes/${changeId}/`, { decision: "accept" });
    expect(foreign.status).toBe(404);
    const bad = await t
      .client()
      .post(`${API}/orders/${b.public_id}/price-changes/${changeId}/`, { decision: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.decision).toHaveLength(1);
    const rejected = await t
      .client()
      .post(`${API}/orders/${b.public_id}/price-changes/${changeId}/`, { decision: "reject" });
    expect(rejected.body.agreed_price).toBe(rowB.agreedPrice);
  });
});
