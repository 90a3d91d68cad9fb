import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, orders } from "../../db/schema.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

const ADMIN = "/api/new/orders/admin/orders";
const REGISTER = "/api/new/orders/admin/invoices/";
let t: TestApp;
let staff: TestClient;
let orderId: number;
let number: string;

beforeAll(async () => {
  t = await createTestApp();
  const f = await seedCheckoutFixture(t.ctx);
  // A supervisor: these credit notes take back more than 10 000 Kč (CREDIT_NOTE_SUPERVISOR_LIMIT).
  await createUser(t.ctx, {
    email: "staff@example.cz",
    password: "Heslo123!",
    role: "staff",
    permissions: ["supervisor"],
  });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
  const c = t.client();
  await c.post("/api/new/cart/add/", { product: f.phone.id });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
  );
  expect(res.status, res.text).toBeLessThan(300);
  number = res.body.order_number;
  orderId = (await t.ctx.db.select().from(orders).where(eq(orders.number, number)))[0].id;
  expect((await staff.post(`${ADMIN}/${orderId}/invoice/`, { action: "create" })).status).toBe(200);
  expect(
    (await staff.post(`${ADMIN}/${orderId}/credit-notes/`, { reason: "Vrácení", full: true })).status,
  ).toBe(201);
  // Both issued just after midnight on 1 October in Prague, still 30 September in UTC: October's
  // documents, by the date printed on them. The invoice is an old one, from before the issue date
  // had its own column: its date is its first sending.
  const earlyOctober = new Date("2026-09-30T22:30:00Z");
  await t.ctx.db
    .update(orders)
    .set({ invoiceIssuedAt: null, invoiceSentAt: earlyOctober })
    .where(eq(orders.id, orderId));
  await t.ctx.db.update(creditNotes).set({ issuedAt: earlyOctober }).where(eq(creditNotes.orderId, orderId));
});
afterAll(() => t.close());

describe("the invoice register", () => {
  it("lists a month's invoices and credit notes by their date in Prague, with the totals", async () => {
    const october = await staff.get(`${REGISTER}?month=2026-10`);
    expect(october.status).toBe(200);
    const [invoice, note] = october.body.results;
    expect(invoice).toMatchObject({ kind: "invoice", issue_date: "2026-10-01", order_number: number });
    expect(note).toMatchObject({ kind: "credit_note", issue_date: "2026-10-01", total: -invoice.total });
    expect(invoice.customer).not.toBe("");
    expect([october.body.invoiced, october.body.credited, october.body.net]).toEqual([
      invoice.total,
      -invoice.total,
      0,
    ]);
    // 22:30 UTC on 30 September is October in Prague: nothing in September.
    expect((await staff.get(`${REGISTER}?month=2026-09`)).body.results).toEqual([]);
  });

  it("downloads as CSV for a spreadsheet, in Czech", async () => {
    const res = await t.app.inject({
      url: `${REGISTER}csv/?month=2026-10`,
      headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("kniha-faktur-2026-10.csv");
    const [head, first, second] = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(head).toBe("Doklad;Druh;Datum vystavení;Objednávka;Odběratel;Částka s DPH;Měna");
    expect(first).toMatch(/;Faktura;2026-10-01;/);
    expect(second).toMatch(/;Dobropis;2026-10-01;.*;-\d+,\d{2};CZK$/);
  });

  it("refuses a bad month in Czech, visitors and customers", async () => {
    const bad = await staff.get(`${REGISTER}?month=2026-13`);
    expect(bad.status).toBe(400);
    expect(bad.body.month[0]).toBe("Neplatná hodnota.");
    expect((await t.client().get(`${REGISTER}?month=2026-10`)).status).toBe(401);
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    expect((await customer.get(`${REGISTER}?month=2026-10`)).status).toBe(403);
    expect((await customer.get(`${REGISTER}csv/?month=2026-10`)).status).toBe(403);
  });
});
