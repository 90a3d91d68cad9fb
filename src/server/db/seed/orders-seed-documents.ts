import { eq } from "drizzle-orm";
import { markInvoiceCreated } from "../../modules/orders/invoices.queries.js";
import { createCreditNote } from "../../modules/orders/invoices.service.js";
import { invoiceOf, orderOfNumber } from "../../modules/orders/orders.service.js";
import type { AppContext } from "../../platform/context.js";
import { creditNotes, orderHistory, returnRequests } from "../schema.js";
import type { DemoStaff, SeededOrder } from "./orders-seed.js";

const MINUTE = 60_000;

/** Paid orders have their invoice, and so has every parcel that left (cash on delivery: the invoice travels with it). */
const invoiced = (o: SeededOrder) =>
  o.plan.status !== "new" &&
  o.plan.status !== "cancelled" &&
  (o.time.paidAt !== null || o.time.shippedAt !== null || o.time.deliveredAt !== null);

const REASON = {
  cz: {
    full: "Odstoupení od smlouvy do 14 dnů, zboží vráceno nepoškozené",
    partial: "Reklamace příslušenství – vadný kus, vráceno",
  },
  ro: {
    full: "Retragere din contract în 14 zile, produs returnat nedeteriorat",
    partial: "Reclamație accesoriu – bucată defectă, returnată",
  },
};

/**
 * The demo orders' tax documents: each invoice numbered as the invoice job numbers it (F + order
 * number), dated when the order was paid or its parcel left, and marked issued (rendering and
 * mailing twenty PDFs would cost the seed seconds; downloads render them); credit notes come from the orders service (D + order number + sequence) for the
 * return and for a faulty accessory, dated when they happened.
 */
export async function issueDocuments(ctx: AppContext, seeded: SeededOrder[], staff: DemoStaff) {
  const now = Date.now();
  for (const o of seeded.filter(invoiced)) {
    const { paidAt, shippedAt, deliveredAt } = o.time;
    const paidFirst = paidAt && (!shippedAt || paidAt <= shippedAt) && (!deliveredAt || paidAt < deliveredAt);
    const at = paidFirst ? paidAt : (shippedAt ?? deliveredAt ?? paidAt!);
    const issuedAt = new Date(Math.min(now, at.getTime() + 5 * MINUTE));
    const row = (await orderOfNumber(ctx, o.number))!;
    // The invoice as the invoice job builds it (its number, F + order number, is the service's),
    // recorded as issued; its PDF is rendered when someone downloads it, not for each demo order.
    const doc = await invoiceOf(ctx, { ...row, invoiceStatus: "in_progress", invoiceIssuedAt: issuedAt });
    await markInvoiceCreated(ctx.db, o.id, { number: doc.number, issuedAt });
  }
  for (const o of seeded.filter((x) => x.plan.creditNote)) {
    const full = o.plan.creditNote === "full";
    const accessory = o.items.filter((i) => i.kind === "product").at(-1)!;
    const note = await createCreditNote(
      ctx,
      staff.supervisor!,
      o.id,
      {
        reason: REASON[ctx.market.code][full ? "full" : "partial"],
        full,
        lines: full ? [] : [{ line: `item:${accessory.id}`, quantity: 1 }],
      },
      { supervisor: true },
    );
    const issuedAt = full
      ? o.time.returnedAt!
      : new Date(Math.min(now - 60 * MINUTE, o.time.deliveredAt!.getTime() + 48 * 60 * MINUTE));
    await ctx.db.update(creditNotes).set({ issuedAt, sentAt: issuedAt }).where(eq(creditNotes.id, note.id));
    if (!full) continue;
    // The return came as a withdrawal from the contract, a day or two before the goods were back.
    const requested = new Date((o.time.deliveredAt!.getTime() + o.time.returnedAt!.getTime()) / 2);
    await ctx.db.insert(returnRequests).values({
      orderId: o.id,
      itemIds: o.items.filter((i) => i.kind === "product").map((i) => i.id),
      reason: REASON[ctx.market.code].full,
      status: "refunded",
      createdAt: requested,
    });
    await ctx.db
      .insert(orderHistory)
      .values({ orderId: o.id, field: "event", value: "withdrawal", actorId: null, createdAt: requested });
  }
}
