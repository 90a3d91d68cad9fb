import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, orders } from "../../db/schema.js";
import { findProvider } from "../../integrations/installments/companies.js";
import type { SandboxLender } from "../../integrations/installments/sandbox-lender.js";
import { finishPayload, seedCheckoutFixture } from "../../testing/checkout-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";
import { createUser } from "../accounts/accounts.service.js";

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let staff: TestClient;
const LIST = "/api/new/orders/admin/installments/";
const status = (id: number) => `/api/new/orders/admin/installments/${id}/status/`;

async function installmentOrder(): Promise<{ id: number; number: string }> {
  const c = t.client();
  await c.post("/api/new/cart/add/", { product: f.phone.id });
  await c.post("/api/new/checkout/delivery/", { type_delivery_code: "store", store: f.brno.seoName });
  const res = await c.post(
    "/api/new/checkout/finish/",
    finishPayload({
      type_payment: "installment",
      payment_company: "essox",
      installment: "essox:12",
      type_delivery_code: "store",
      store: f.brno.seoName,
    }),
  );
  expect(res.status).toBe(201);
  const [o] = await t.ctx.db.select().from(orders).where(eq(orders.number, res.body.order_number));
  return { id: o.id, number: o.number };
}

/** The lender's next finalisation waits: `asked` once it is asked, and it answers on `answer()`. */
function slowLender(lender: SandboxLender) {
  const finalise = lender.finalise.bind(lender);
  let release!: () => void;
  const answered = new Promise<void>((r) => {
    release = r;
  });
  const asked = new Promise<void>((resolveAsked) => {
    vi.spyOn(lender, "finalise").mockImplementationOnce(async (id) => {
      resolveAsked();
      await answered;
      return finalise(id);
    });
  });
  return { asked, answer: () => release() };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCheckoutFixture(t.ctx);
  await createUser(t.ctx, { email: "staff@example.cz", password: "Heslo123!", role: "staff" });
  await createUser(t.ctx, { email: "zakaznik@example.cz", password: "Heslo123!" });
  staff = t.client();
  await staff.login("staff@example.cz", "Heslo123!");
});
afterAll(() => t.close());

describe("staff installment overview and admin", () => {
  it("refuses visitors with 401 and customers with 403", async () => {
    const customer = t.client();
    await customer.login("zakaznik@example.cz", "Heslo123!");
    for (const [method, url, body] of [
      ["GET", LIST, undefined],
      ["POST", status(1), { status: "approved" }],
    ] as const) {
      expect((await t.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it("lists installment orders with company, amount, months and status; not other orders", async () => {
    const o = await installmentOrder();
    const other = t.client();
    await other.post("/api/new/cart/add/", { product: f.phone.id });
    await other.post(
      "/api/new/checkout/finish/",
      finishPayload({ type_payment: "bank_transfer", type_delivery_code: "ppl" }),
    );
    const list = (await staff.get(LIST)).body;
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      order_id: o.id,
      number: o.number,
      company: "essox",
      company_name: "Essox",
      months: 12,
      status: "new",
      currency: "CZK",
      allowed_statuses: ["approved", "rejected", "cancelled"],
    });
    expect(list.results[0].amount).toBeGreaterThan(0);
    expect(list.results[0].monthly).toBeGreaterThan(0);
    expect((await staff.get(`${LIST}?status=approved`)).body.count).toBe(0);
    expect((await staff.get(`${LIST}?status=new&company=essox`)).body.count).toBe(1);
    expect((await staff.get(`${LIST}?search=${o.number}`)).body.count).toBe(1);
  });

  it("moves new → approved → sent, finalising the loan at the lender and recording its answer", async () => {
    const o = await installmentOrder();
    const skip = await staff.post(status(o.id), { status: "sent" });
    expect(skip.status).toBe(400);
    expect(skip.body.message).toBe("Na tento stav splátky nyní nelze převést.");

    const approved = await staff.post(status(o.id), { status: "approved" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", allowed_statuses: ["sent", "cancelled"] });
    const lender = findProvider("CZK", "essox") as SandboxLender;
    expect(lender.finalised.has(approved.body.application_id)).toBe(false);

    const sent = await staff.post(status(o.id), { status: "sent" });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "sent", lender_state: "finalised", allowed_statuses: [] });
    expect(sent.body.lender_reference).toMatch(/^ESSOX-/);
    expect(sent.body.sent_at).toBeTruthy();
    expect(lender.finalised.has(sent.body.application_id)).toBe(true);

    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row.installment).toMatchObject({ status: "sent", lender_state: "finalised", company: "essox" });
    const log = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(o.id))));
    expect(log.map((l) => l.detail?.to)).toEqual(["approved", "sent"]);
    expect(log[1].detail).toMatchObject({ lender_state: "finalised", from: "approved" });

    expect((await staff.post(status(o.id), { status: "cancelled" })).status).toBe(400);
  });

  it("records a lender's refusal and keeps the loan approved", async () => {
    const o = await installmentOrder();
    await staff.post(status(o.id), { status: "approved", application_id: "APP-refuse-1" });
    const refused = await staff.post(status(o.id), { status: "sent" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Splátková společnost úvěr nedokončila, zkontrolujte číslo žádosti.");
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row.installment).toMatchObject({ status: "approved", lender_state: "refused" });
    const [log] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "installment.finalise_refused"), eq(auditLog.entityId, String(o.id))));
    expect(log.detail).toMatchObject({ application_id: "APP-refuse-1" });
  });

  it("asks the lender outside any transaction: the order stays free, a second click meanwhile gets a 409", async () => {
    const o = await installmentOrder();
    const { application_id } = (await staff.post(status(o.id), { status: "approved" })).body;
    const lender = findProvider("CZK", "essox") as SandboxLender;
    const { asked, answer } = slowLender(lender);
    const first = staff.post(status(o.id), { status: "sent" });
    await asked;
    // No transaction holds the row (PGlite's one connection would not even answer this).
    const [free] = await t.ctx.db.transaction((tx) =>
      tx.select({ id: orders.id }).from(orders).where(eq(orders.id, o.id)).for("update", { noWait: true }),
    );
    expect(free.id).toBe(o.id);
    const second = await staff.post(status(o.id), { status: "sent" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("Úvěr se u splátkové společnosti právě dokončuje, zkuste to za chvíli.");
    expect((await staff.post(status(o.id), { status: "cancelled" })).status).toBe(409);
    answer();
    expect((await first).body).toMatchObject({ status: "sent", lender_state: "finalised" });
    expect(lender.finalised.has(application_id)).toBe(true);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row.installment).not.toHaveProperty("finalising_at");
  });

  it("writes a lender's late answer to the audit log, not over a change made after its claim expired", async () => {
    const o = await installmentOrder();
    await staff.post(status(o.id), { status: "approved" });
    const lender = findProvider("CZK", "essox") as SandboxLender;
    const { asked, answer } = slowLender(lender);
    const first = staff.post(status(o.id), { status: "sent" });
    await asked;
    // The claim expires (as after two minutes) and another click cancels the loan.
    const [claimed] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    await t.ctx.db
      .update(orders)
      .set({ installment: { ...(claimed.installment as object), finalising_at: "2020-01-01T00:00:00.000Z" } })
      .where(eq(orders.id, o.id));
    expect((await staff.post(status(o.id), { status: "cancelled" })).body.status).toBe("cancelled");
    answer();
    const late = await first;
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Stav splátky se mezitím změnil jinde, obnovte stránku.");
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row.installment).toMatchObject({ status: "cancelled" });
    const [log] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "installment.finalise_late"), eq(auditLog.entityId, String(o.id))));
    expect(log.detail).toMatchObject({ lender_state: "finalised" });
  });

  it("answers 502 and frees the loan when the lender cannot be reached", async () => {
    const o = await installmentOrder();
    await staff.post(status(o.id), { status: "approved" });
    const lender = findProvider("CZK", "essox") as SandboxLender;
    vi.spyOn(lender, "finalise").mockRejectedValueOnce(new Error("connect ECONNREFUSED"));
    const down = await staff.post(status(o.id), { status: "sent" });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe(
      "Splátková společnost teď neodpovídá, úvěr zůstal neodeslaný. Zkuste to znovu za chvíli.",
    );
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row.installment).toMatchObject({ status: "approved" });
    expect(row.installment).not.toHaveProperty("finalising_at");
    const again = await staff.post(status(o.id), { status: "sent" });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe("sent");
  });

  it("rejects and cancels; bad input is a 400 with field errors, unknown orders 404", async () => {
    const o = await installmentOrder();
    expect((await staff.post(status(o.id), { status: "rejected" })).body.status).toBe("rejected");
    expect((await staff.post(status(o.id), { status: "approved" })).status).toBe(400);

    const bad = await staff.post(status(o.id), { status: "paid" });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBeDefined();
    expect((await staff.post(status(o.id), {})).body.status).toEqual(["Tato hodnota je požadována."]);
    expect((await staff.post(status(o.id), { status: "sent", application_id: "" })).status).toBe(400);
    expect((await staff.post(status(0), { status: "sent" })).status).toBe(400);
    expect((await staff.get(`${LIST}?status=paid`)).status).toBe(400);
    expect((await staff.get(`${LIST}?page=0`)).status).toBe(400);
    expect((await staff.post(status(999999), { status: "approved" })).status).toBe(404);
  });
});
