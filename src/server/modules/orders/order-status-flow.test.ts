import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../../domain/order-states.js";
import { mailOutbox, orderItems, products } from "../../db/schema.js";
import { ADMIN_ORDERS, staffOrdersKit } from "../../testing/staff-orders-kit.js";
import { createUser } from "../accounts/accounts.service.js";
import { issueInvoice } from "./invoice-job.js";
import { sendStatusMail } from "./order-status-mail.js";

let k: Awaited<ReturnType<typeof staffOrdersKit>>;
beforeAll(async () => {
  k = await staffOrdersKit();
});
afterAll(() => k.t.close());

/** docs/order-states.md, as a table: from → the statuses it may move to. */
const ALLOWED: Record<string, string[]> = {
  new: ["confirmed", "cancelled"],
  confirmed: ["processing", "cancelled"],
  processing: ["packed", "ready", "shipped", "cancelled"],
  packed: ["ready", "shipped", "cancelled"],
  ready: ["delivered", "cancelled"],
  shipped: ["delivered"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
};

const mails = (kind: string) =>
  k.t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(desc(mailOutbox.id));
const move = (id: number, status: string, extra: object = {}, as = k.staff) =>
  as.post(`${ADMIN_ORDERS}/${id}/status/`, { status, ...extra });
const pickAll = (orderId: number) =>
  k.t.ctx.db.update(orderItems).set({ pickingStatus: "picked" }).where(eq(orderItems.orderId, orderId));

describe("the state machine (docs/order-states.md)", () => {
  it("allows exactly the written transitions, from every status to every status", async () => {
    const o = await k.order();
    await pickAll(o.id);
    const wrong: string[] = [];
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        // Unpaid, invoiced already (no invoice job), everything picked: only the table decides.
        await k.setOrder(o.id, { status: from, paymentStatus: "pending", invoiceStatus: "created" });
        const res = await move(o.id, to);
        const allowed = ALLOWED[from].includes(to);
        if (res.status !== (allowed ? 200 : 400)) wrong.push(`${from} → ${to}: ${res.status}`);
        if (!allowed && res.body.message !== "Na tento stav objednávku nyní nelze převést.")
          wrong.push(`${from} → ${to}: ${res.body.message}`);
      }
    expect(wrong).toEqual([]);
  });

  it("is the orders permission's: a catalogue editor is refused", async () => {
    await createUser(k.t.ctx, { email: "katalog@example.cz", password: "Heslo123!", role: "catalog" });
    const editor = k.t.client();
    await editor.login("katalog@example.cz", "Heslo123!");
    const o = await k.order();
    expect((await move(o.id, "confirmed", {}, editor)).status).toBe(403);
    // A warehouse worker holds it (and moves orders through the warehouse screens too).
    expect((await move(o.id, "confirmed", {}, k.warehouse)).status).toBe(200);
  });
});

describe("what a status change triggers", () => {
  it("ready for pickup: the customer is told where, and what to pay there", async () => {
    const o = await k.order([{ product: k.f.acc.id }], {
      type_payment: "cash_on_pickup",
      type_delivery_code: "store",
      store: k.f.praha.seoName,
    });
    await k.setOrder(o.id, { status: "processing" });
    await pickAll(o.id);
    expect((await move(o.id, "ready")).status).toBe(200);
    const [mail] = await mails("order-ready");
    expect(mail).toMatchObject({
      to: "jana@example.cz",
      subject: `Objednávka ${o.number} je připravena k vyzvednutí`,
    });
    expect(mail.text).toContain("na prodejně Praha Centrum");
    expect(mail.text).toContain("Při převzetí zaplatíte 499\u00a0Kč.");
    expect((await k.detail(o.id)).invoice_status).toBe("not_created");

    // Handed over at the store: the invoice is issued and the 14-day withdrawal period starts.
    const delivered = await move(o.id, "delivered");
    expect(delivered.body).toMatchObject({ status: "delivered", invoice_status: "created" });
    const [invoice] = await mails("order-invoice");
    expect(invoice.subject).toBe(`Faktura ${delivered.body.invoice_number}`);
    const pub = (await k.t.client().get(`/api/new/orders/status/${o.number}/?key=${o.accessKey}`)).body;
    const days = (Date.parse(pub.withdrawal_deadline) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
  });

  it("shipped: the customer gets the parcel number, and the invoice goes out unless staff issued it", async () => {
    const o = await k.order();
    await k.setOrder(o.id, { status: "packed" });
    await pickAll(o.id);
    const res = await move(o.id, "shipped", { delivery_number: "PPL123456" });
    expect(res.body).toMatchObject({
      status: "shipped",
      delivery_status: "shipped",
      delivery_number: "PPL123456",
      invoice_status: "created",
    });
    const [mail] = await mails("order-shipped");
    expect(mail.subject).toBe(`Objednávka ${o.number} je na cestě`);
    expect(mail.text).toContain("Číslo zásilky: PPL123456");
    expect((await mails("order-invoice"))[0].subject).toBe(`Faktura ${res.body.invoice_number}`);

    // The jobs again, as pg-boss runs them after a worker died mid-job: no second mail of either.
    const shippedMails = (await mails("order-shipped")).length;
    const invoiceMails = (await mails("order-invoice")).length;
    await sendStatusMail(k.t.ctx, o.id, "shipped");
    const sendId = (await mails("order-invoice"))[0].idempotencyKey!.split(":").at(-1);
    await issueInvoice(k.t.ctx, o.id, sendId);
    expect((await mails("order-shipped")).length).toBe(shippedMails);
    expect((await mails("order-invoice")).length).toBe(invoiceMails);
    // A staff re-send is a new request: it is mailed.
    await issueInvoice(k.t.ctx, o.id, "staff-resend-1");
    expect((await mails("order-invoice")).length).toBe(invoiceMails + 1);
  });

  it("cancelled: stock back, an unpaid payment cancelled, the customer told (a refund promised when paid)", async () => {
    const stock = async () =>
      (await k.t.ctx.db.select().from(products).where(eq(products.id, k.f.phone.id)))[0].warehouseStock;
    const unpaid = await k.order();
    const before = await stock();
    const res = await move(unpaid.id, "cancelled");
    expect(res.body).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
    expect(await stock()).toBe(before + 1);
    const [mail] = await mails("order-cancelled");
    expect(mail.subject).toBe(`Objednávka ${unpaid.number} byla zrušena`);
    expect(mail.text).not.toContain("vrátíme");

    const paid = await k.order();
    await k.setOrder(paid.id, { status: "confirmed", paymentStatus: "paid" });
    expect((await move(paid.id, "cancelled", {}, k.supervisor)).body.payment_status).toBe("paid");
    expect((await mails("order-cancelled"))[0].text).toContain("Zaplacenou částku vám vrátíme do 14 dnů");
  });

  it("mails nothing for confirmed, processing and packed, nor when the order has moved on since", async () => {
    const o = await k.order();
    const count = async () => (await k.t.ctx.db.select().from(mailOutbox)).length;
    const before = await count();
    await move(o.id, "confirmed");
    await move(o.id, "processing");
    await pickAll(o.id);
    await move(o.id, "packed");
    expect(await count()).toBe(before);
    await sendStatusMail(k.t.ctx, o.id, "ready");
    expect(await count()).toBe(before);
  });
});
