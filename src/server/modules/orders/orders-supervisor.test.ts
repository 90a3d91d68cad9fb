import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_NOTE_SUPERVISOR_LIMIT } from "../../../domain/staff-permissions.js";
import { auditLog, creditNotes, products } from "../../db/schema.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";
import { createUser } from "../accounts/accounts.service.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

const CANCEL_REFUSED =
  "Zaplacenou objednávku může zrušit jen vedoucí (oprávnění supervisor). Požádejte o zrušení vedoucího.";
const warehouseUnits = async (id: number) =>
  (await k.t.ctx.db.select({ s: products.warehouseStock }).from(products).where(eq(products.id, id)))[0].s;

/** A confirmed order its customer has paid. */
async function paidOrder() {
  const o = await k.order();
  await k.setOrder(o.id, { status: "confirmed", paymentStatus: "paid", paidAt: new Date() });
  return o;
}

describe("cancelling a paid order needs a supervisor", () => {
  it("refuses staff without it, by the cancel and by the status call, and changes nothing", async () => {
    const o = await paidOrder();
    const before = await warehouseUnits(k.f.phone.id);
    expect((await k.detail(o.id)).cancel_needs_supervisor).toBe(true);
    for (const [url, body] of [
      [`${ADMIN_ORDERS}/${o.id}/cancel/`, { confirm: true }],
      [`${ADMIN_ORDERS}/${o.id}/status/`, { status: "cancelled" }],
    ] as const) {
      const res = await k.staff.post(url, body);
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(CANCEL_REFUSED);
    }
    const after = await k.detail(o.id);
    expect(after.status).toBe("confirmed");
    expect(after.history.map((h: { value: string }) => h.value)).not.toContain("cancelled");
    expect(await warehouseUnits(k.f.phone.id)).toBe(before);
  });

  it("lets a supervisor and an admin cancel it, stock returned and audited", async () => {
    const o = await paidOrder();
    const before = await warehouseUnits(k.f.phone.id);
    const res = await k.supervisor.post(`${ADMIN_ORDERS}/${o.id}/cancel/`, { confirm: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", payment_status: "paid" });
    expect(await warehouseUnits(k.f.phone.id)).toBe(before + 1);
    const audited = await k.t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(o.id)));
    expect(audited.map((a) => a.action)).toContain("order.status");

    await createUser(k.t.ctx, { email: "admin@example.cz", password: "Heslo123!", role: "admin" });
    const admin = k.t.client();
    await admin.login("admin@example.cz", "Heslo123!");
    const other = await paidOrder();
    expect((await admin.post(`${ADMIN_ORDERS}/${other.id}/status/`, { status: "cancelled" })).status).toBe(
      200,
    );
  });

  it("lets any staff member with the orders permission cancel an unpaid order", async () => {
    const o = await k.order();
    expect((await k.detail(o.id)).cancel_needs_supervisor).toBe(false);
    const res = await k.staff.post(`${ADMIN_ORDERS}/${o.id}/cancel/`, { confirm: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
  });
});

describe("credit notes above the limit need a supervisor", () => {
  /** An invoiced order of a product priced `price` (minor units), delivered by PPL. */
  async function invoicedOrder(price: number) {
    await k.t.ctx.db.update(products).set({ price }).where(eq(products.id, k.f.acc.id));
    const o = await k.order([{ product: k.f.acc.id }]);
    const res = await k.staff.post(`${ADMIN_ORDERS}/${o.id}/invoice/`, { action: "create" });
    expect(res.body.invoice_status).toBe("created");
    const inv = (await k.staff.get(`${ADMIN_ORDERS}/${o.id}/invoice/`)).body;
    return {
      o,
      inv,
      line: inv.lines.find((l: { item_id: number | null }) => l.item_id !== null).key as string,
    };
  }
  const credit = (as: typeof k.staff, id: number, body: object) =>
    as.post(`${ADMIN_ORDERS}/${id}/credit-notes/`, { reason: "Vrácení zboží", ...body });

  it("is 10 000 Kč in Czech crowns and 2 000 lei", () => {
    expect(CREDIT_NOTE_SUPERVISOR_LIMIT).toEqual({ CZK: 1_000_000, RON: 200_000 });
  });

  it("lets staff credit exactly the limit and refuses them a crown more, which a supervisor may", async () => {
    const { o, line, inv } = await invoicedOrder(1_000_000);
    // 10 000 Kč is above PPL's free-delivery limit: the whole invoice is the product alone.
    expect(inv.total).toBe(1_000_000);
    const exact = await credit(k.staff, o.id, { lines: [{ line, quantity: 1 }] });
    expect(exact.status, exact.text).toBe(201);
    expect(exact.body.total).toBe(1_000_000);

    const { o: over } = await invoicedOrder(1_000_100);
    const refused = await credit(k.staff, over.id, { full: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Dobropis nad 10\u00a0000\u00a0Kč může vystavit jen vedoucí (oprávnění supervisor).",
    );
    expect(await k.t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, over.id))).toEqual([]);

    const bySupervisor = await credit(k.supervisor, over.id, { full: true });
    expect(bySupervisor.status, bySupervisor.text).toBe(201);
    expect(bySupervisor.body.total).toBe(1_000_100);
  });

  it("leaves small credit notes to any staff member", async () => {
    const { o } = await invoicedOrder(49_900);
    const res = await credit(k.staff, o.id, { full: true });
    expect(res.status, res.text).toBe(201);
  });
});
