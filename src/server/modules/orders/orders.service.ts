import { timingSafeEqual } from "node:crypto";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { badRequest, notFound, ValidationError } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import { normaliseEmail } from "../../platform/mail.js";
import { renderMail } from "../../platform/mail-template.js";
import { bankTransfer } from "./order-links.js";
import {
  addHistory,
  historyOf,
  insertOrder,
  insertOrderItem,
  insertReturnRequest,
  itemsOf,
  type NewOrder,
  type NewOrderItem,
  type OrderRow,
  orderById,
  orderByNumber,
  orderByToken,
  orderIn,
  storeNameOf,
  updateOrder,
} from "./orders.queries.js";

export { bankTransfer, statusPath, thankYouPath } from "./order-links.js";
export type { OrderRow };

/** The job that sends an order's confirmation e-mail (worked in orders.routes). */
export const ORDER_CONFIRMATION_JOB = "orders.confirmation";

/** EU 2011/83 art. 9, § 1829 OZ, OUG 34/2014: 14 days from taking over the goods. */
export const WITHDRAWAL_DAYS = 14;

export function withdrawalDeadline(o: Pick<OrderRow, "deliveredAt">): Date | null {
  return o.deliveredAt ? new Date(o.deliveredAt.getTime() + WITHDRAWAL_DAYS * 86_400_000) : null;
}

export function canWithdraw(o: OrderRow, now = new Date()): boolean {
  if (o.status === "cancelled" || o.status === "returned") return false;
  const deadline = withdrawalDeadline(o);
  // Before delivery the contract can be withdrawn from too (the period has not even started).
  return deadline === null || now <= deadline;
}

export async function orderByKey(ctx: AppContext, number: string, key: string): Promise<OrderRow> {
  const o = await orderByNumber(ctx.db, number);
  if (!o || o.accessKey.length !== key.length || !timingSafeEqual(Buffer.from(o.accessKey), Buffer.from(key)))
    throw notFound("orders:notFound");
  return o;
}

/**
 * An order for a customer's document download: by the status link's key, or, without one, only
 * the logged-in user's own order. Anything else is the same 404 as an unknown number.
 */
export async function orderForCustomer(
  ctx: AppContext,
  number: string,
  key: string | undefined,
  userId: number | null,
): Promise<OrderRow> {
  if (key) return orderByKey(ctx, number, key);
  const o = userId ? await orderByNumber(ctx.db, number) : null;
  if (!o || o.userId !== userId) throw notFound("orders:notFound");
  return o;
}

const mapItem = (i: Awaited<ReturnType<typeof itemsOf>>[number]) => ({
  id: i.id,
  parent_id: i.parentItemId,
  kind: i.kind,
  code: i.code,
  name: i.name,
  quantity: i.quantity,
  unit_price: i.unitPrice,
  final_price: i.finalPrice,
  picking_status: i.pickingStatus,
  action_package: i.actionPackageName ?? undefined,
});

export { mapItem };

/**
 * The history entries a customer sees: status, payment and their own events (a withdrawal).
 * Staff's own entries (picking, custom e-mails, items added or removed, the store an order is
 * sent from, whatever the warehouse records) stay on the staff view.
 */
const CUSTOMER_HISTORY: ReadonlySet<string> = new Set(["status", "payment_status", "event"]);
export const customerHistory = <H extends { field: string }>(history: readonly H[]) =>
  history.filter((h) => CUSTOMER_HISTORY.has(h.field));

/** Spec: public order status page data. */
export async function publicOrder(ctx: AppContext, o: OrderRow, t: TFunction) {
  const [items, history, storeName] = await Promise.all([
    itemsOf(ctx.db, o.id),
    historyOf(ctx.db, o.id),
    o.storeId ? storeNameOf(ctx.db, o.storeId) : null,
  ]);
  const deadline = withdrawalDeadline(o);
  return {
    number: o.number,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    status_label: t(`orders:status.${o.status}`),
    payment_status: o.paymentStatus,
    payment_type: o.paymentType,
    delivery_code: o.deliveryCode,
    delivery_name: o.deliveryName,
    store: storeName,
    currency: o.currency,
    total: o.total,
    delivery_price: o.deliveryPrice,
    payment_fee: o.paymentFee,
    discount_total: o.discountTotal,
    items: items.map(mapItem),
    // Picking and the other staff entries are the shop's own business, not steps the customer follows.
    history: customerHistory(history).map((h) => ({
      field: h.field,
      value: h.value,
      label: t(
        `orders:${h.field === "status" ? "status" : h.field === "payment_status" ? "paymentStatus" : "event"}.${h.value}`,
      ),
      at: h.createdAt.toISOString(),
    })),
    can_pay:
      ["card", "apple_pay", "google_pay"].includes(o.paymentType) &&
      o.paymentStatus !== "paid" &&
      o.status !== "cancelled",
    can_withdraw: canWithdraw(o),
    withdrawal_deadline: deadline?.toISOString() ?? null,
    bank_transfer: bankTransfer(ctx, o),
    invoice_number: o.invoiceStatus === "created" ? o.invoiceNumber : null,
  };
}

/** Spec: the 14-day contract withdrawal form: checked against the order's e-mail, creates a return request. */
export async function withdraw(
  ctx: AppContext,
  b: { order_number: string; email: string; item_ids: number[]; reason: string; bank_account: string },
  t: TFunction,
) {
  const o = await orderByNumber(ctx.db, b.order_number);
  if (!o || o.emailLookup !== lookupHash(normaliseEmail(b.email)))
    throw new ValidationError({ order_number: ["orders:notFoundByEmail"] }, "orders:notFoundByEmail");
  if (!canWithdraw(o)) throw badRequest("orders:withdrawalExpired", "withdrawal_expired");
  const items = await itemsOf(ctx.db, o.id);
  const goods = items.filter((i) => i.kind === "product");
  const chosen = b.item_ids.length ? goods.filter((i) => b.item_ids.includes(i.id)) : goods;
  if (!chosen.length || (b.item_ids.length && chosen.length !== b.item_ids.length))
    throw new ValidationError({ item_ids: ["validation.choice"] });
  const req = {
    id: await insertReturnRequest(ctx.db, {
      orderId: o.id,
      itemIds: chosen.map((i) => i.id),
      reason: b.reason,
      bankAccount: b.bank_account || null,
    }),
  };
  await addHistory(ctx.db, o.id, "event", "withdrawal");
  // Art. 11(3): the consumer gets an acknowledgement on a durable medium.
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("orders:withdrawal.mailSubject", { number: o.number }),
    paragraphs: [
      t("orders:withdrawal.mailText", { number: o.number, id: req.id }),
      ...chosen.map((i) => `${i.quantity} × ${i.name}`),
    ],
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "order-withdrawal",
    to: o.email,
    subject: t("orders:withdrawal.mailSubject", { number: o.number }),
    html,
    text,
  });
  return { return_request_id: req.id, message: t("orders:withdrawal.done") };
}

/** The order a submit token made, if any (a repeated submit answers with it). */
export const orderOfToken = (ctx: AppContext, token: string) => orderByToken(ctx.db, token);

/**
 * Writing an order, for the checkout's submit: each call takes the submit's transaction. `number`
 * is left to the database (the next of its sequence, inside the INSERT); the unique token makes a
 * concurrent double submit wait for the first and then fail.
 */
export const writeOrder = (tx: DbOrTx, values: Omit<NewOrder, "number">) => insertOrder(tx, values);
/** One order item, when the caller needs its id (a package's device, before its services). */
export const writeOrderItem = (tx: DbOrTx, values: NewOrderItem) => insertOrderItem(tx, values);
export type { NewOrderItem };

/** After the submit committed: the confirmation e-mail goes out through a job. */
export async function queueConfirmation(ctx: AppContext, orderId: number): Promise<void> {
  await ctx.jobs.send(ORDER_CONFIRMATION_JOB, { orderId });
}

/**
 * A payment's new state on its order, inside the payment's transaction: paid confirms a new order;
 * an order already paid stays paid (notifications repeat and come out of order).
 */
export async function recordPaymentState(tx: DbOrTx, orderId: number, status: string): Promise<void> {
  const o = await orderIn(tx, orderId);
  if (!o || o.paymentStatus === "paid") return;
  if (status === "paid") {
    await updateOrder(tx, o.id, {
      paymentStatus: "paid",
      paidAt: new Date(),
      status: o.status === "new" ? "confirmed" : o.status,
      updatedAt: new Date(),
    });
    await addHistory(tx, o.id, "payment_status", "paid");
    if (o.status === "new") await addHistory(tx, o.id, "status", "confirmed");
  } else {
    await updateOrder(tx, o.id, { paymentStatus: status, updatedAt: new Date() });
    await addHistory(tx, o.id, "payment_status", status);
  }
}

/**
 * After a payment's transaction committed: the order's open status pages refresh (its payment
 * status, and a new order's confirmation). Reads the order as committed.
 */
export async function announceOrderChange(ctx: AppContext, orderId: number): Promise<void> {
  const o = await orderById(ctx.db, orderId);
  if (o) await publishStatus(ctx, "order", o.id, o.status);
}

/** An order by its number (payments re-reads an order after applying a state). */
export const orderOfNumber = (ctx: AppContext, number: string) => orderByNumber(ctx.db, number);

// RO e-Factura (modules/einvoice) reads the tax documents and the register through here.
export { localDate } from "./invoice-document.js";
export { invoiceRegister } from "./invoice-register.js";
export { type BuyerCorrection, renderUbl, UBL_CONTENT_TYPE } from "./invoice-ubl.js";
export { creditNoteDocument, invoicedOrder, invoiceIssuedAt, invoiceOf } from "./invoices.service.js";
export { orderIdsOfUser } from "./orders.queries.js";
// For the warehouse and shipping modules: the order's status and its items' picking go through
// the orders module's own rules (state machine, stock, history, audit, live status).
export { changeStatus, isPickable, PICKING_CHANGED, setPicking } from "./orders-staff.service.js";
/** The account's data export and deletion (issue 16, decision 016). */
export { detachOrdersOfUser, ordersOfUserForExport } from "./personal-data.queries.js";
/**
 * An order sent from a store (skip warehouse) is none of the warehouse's business: the picking
 * overview leaves out orders for which this holds.
 */
export const skipsWarehouse = (o: Pick<OrderRow, "shipFromStoreId">) => o.shipFromStoreId !== null;
// Staff screens, picking lists and documents show services by name, never by internal code.
export { type OfferNames, readableItems, readableLine } from "./item-names.js";
