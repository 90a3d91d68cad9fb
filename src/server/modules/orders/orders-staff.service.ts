import { randomUUID } from "node:crypto";
import { translateMessage } from "../../../contract/z.js";
import {
  cancelNeedsSupervisor,
  canMove,
  isOverdue,
  isPickable,
  itemsEditRefusal,
  NEEDS_PICKED,
  NEXT,
  overdueCutoff,
  skipWarehouseRefusal,
  WAITING_STATUSES,
} from "../../../domain/order-states.js";
import { getT, type TFunction } from "../../../i18n/i18n.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import { normaliseEmail } from "../../platform/mail.js";
import { productsChanged } from "../watches/watches.service.js";
import { readableItems } from "./item-names.js";
import { storeNamesByIds } from "./order-edits.queries.js";
import { MAILED_STATUSES, STATUS_MAIL_JOB } from "./order-status-mail.js";
import {
  addHistory,
  historyOf,
  itemsOf,
  itemsOfIn,
  lockOrder,
  markInvoiceInProgress,
  type OrderRow,
  orderById,
  ordersPage,
  returnRequestsOf,
  returnStock,
  setItemPicking,
  storeNameOf,
  updateOrder,
} from "./orders.queries.js";
import { mapItem } from "./orders.service.js";

export const INVOICE_JOB = "orders.invoice";

// The state machine lives in domain/order-states.ts (docs/order-states.md); the warehouse and
// shipping modules keep reaching these through orders.service.ts.
export { isPickable, NEXT };

/**
 * Statuses at which the invoice is issued if staff have not issued it yet: the goods leave with a
 * carrier (shipped) or are handed over at a store (delivered). Decision 007: we invoice no later
 * than the goods leave.
 */
const INVOICED_AT: ReadonlySet<string> = new Set(["shipped", "delivered"]);

const parse = (s: string | null) => (s ? (JSON.parse(s) as Record<string, unknown>) : null);

function row(o: OrderRow, storeNames: ReadonlyMap<number, string>, now: Date) {
  const billing = parse(o.billing) ?? {};
  return {
    id: o.id,
    number: o.number,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    payment_status: o.paymentStatus,
    paid_at: o.paidAt?.toISOString() ?? null,
    payment_type: o.paymentType,
    delivery_name: o.deliveryName,
    delivery_number: o.deliveryNumber,
    delivery_status: o.deliveryStatus,
    customer_name: `${billing.first_name ?? ""} ${billing.last_name ?? ""}`.trim(),
    company: String(billing.company ?? ""),
    email: o.email,
    total: o.total,
    currency: o.currency,
    invoice_status: o.invoiceStatus,
    overdue: isOverdue(o, now),
    ship_from_store: o.shipFromStoreId ? (storeNames.get(o.shipFromStoreId) ?? null) : null,
  };
}

/**
 * Spec: orders overview, paged; search by number or exact e-mail (e-mails are stored encrypted);
 * `overdue` keeps the orders still new or confirmed 30 minutes after they were placed.
 */
export async function listOrders(
  ctx: AppContext,
  q: {
    page: number;
    page_size: number;
    status?: string;
    search?: string;
    ordering: string;
    overdue?: "true";
  },
  now = new Date(),
) {
  const s = q.search?.trim();
  const { rows, n } = await ordersPage(ctx.db, {
    ...q,
    search: q.search ? { numberPrefix: s!, emailLookup: lookupHash(normaliseEmail(s!)) } : undefined,
    late: q.overdue ? { statuses: WAITING_STATUSES, placedBy: overdueCutoff(now) } : undefined,
  });
  const stores = await storeNamesByIds(
    ctx.db,
    rows.flatMap((o) => (o.shipFromStoreId ? [o.shipFromStoreId] : [])),
  );
  return { count: n, page: q.page, page_size: q.page_size, results: rows.map((o) => row(o, stores, now)) };
}

/**
 * Spec §3 Order staff view. `t` is the staff member's language: the refusals it explains and
 * the names of services whose offer is gone.
 */
export async function orderDetail(ctx: AppContext, id: number, t: TFunction = getT(ctx.market.language)) {
  const o = await orderById(ctx.db, id);
  if (!o) throw notFound("orders:notFound");
  const [stored, history, returns, store, shipFrom] = await Promise.all([
    itemsOf(ctx.db, id),
    historyOf(ctx.db, id),
    returnRequestsOf(ctx.db, id),
    o.storeId ? storeNameOf(ctx.db, o.storeId) : null,
    o.shipFromStoreId ? storeNamesByIds(ctx.db, [o.shipFromStoreId]) : new Map<number, string>(),
  ]);
  const items = await readableItems(ctx, stored, t);
  const refusal = (key: string | null) => (key ? translateMessage(t, key) : null);
  return {
    ...row(o, shipFrom, new Date()),
    billing: parse(o.billing) ?? {},
    delivery_address: parse(o.deliveryAddress),
    info: parse(o.info) ?? {},
    store,
    dispensing_point: o.dispensingPointId,
    timeslot: o.timeslot,
    items: items.map(mapItem),
    history: history.map((h) => ({
      field: h.field,
      value: h.value,
      actor_id: h.actorId,
      at: h.createdAt.toISOString(),
    })),
    discounts: o.discounts,
    items_total: o.itemsTotal,
    discount_total: o.discountTotal,
    delivery_price: o.deliveryPrice,
    payment_fee: o.paymentFee,
    vat_total: o.vatTotal,
    installment: o.installment,
    invoice_number: o.invoiceNumber,
    invoice_sent_at: o.invoiceSentAt?.toISOString() ?? null,
    return_requests: returns.map((r) => ({
      id: r.id,
      status: r.status,
      item_ids: r.itemIds,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    allowed_statuses: [...(NEXT[o.status] ?? [])],
    language: o.language,
    ship_from_store_id: o.shipFromStoreId,
    cancel_needs_supervisor: cancelNeedsSupervisor(o),
    items_refusal: refusal(itemsEditRefusal(o, stored)),
    skip_warehouse_refusal: refusal(skipWarehouseRefusal(o, stored)),
  };
}

/**
 * Spec: change status, along `NEXT` (docs/order-states.md). Cancelling returns the reserved stock
 * and needs `supervisor` for a paid order; the goods may leave (packed, ready, shipped) only
 * picked; shipped and delivered issue the invoice if staff have not; delivered starts the
 * withdrawal period. After the commit: the status pages hear of it, the customer gets an e-mail
 * for ready, shipped and cancelled, watches hear of returned stock, and the change is audited.
 */
export async function changeStatus(
  ctx: AppContext,
  actorId: number,
  id: number,
  status: string,
  deliveryNumber?: string,
  /** `supervisor`: the actor holds the supervisor permission (cancelling a paid order). */
  opts: { supervisor?: boolean } = {},
) {
  // Stock a cancellation gives back: the watches of those products are checked after the commit.
  const returned: number[] = [];
  let invoice = false;
  await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, id);
    if (!o) throw notFound("orders:notFound");
    if (!canMove(o.status, status)) throw badRequest("orders:statusNotAllowed", "status_not_allowed");
    if (status === "cancelled" && cancelNeedsSupervisor(o) && !opts.supervisor)
      throw forbidden("orders:cancelPaidSupervisor");
    if (NEEDS_PICKED.has(status)) {
      const unpicked = (await itemsOfIn(tx, id)).filter(
        (i) => isPickable(i.kind) && i.pickingStatus !== "picked",
      );
      if (unpicked.length)
        throw badRequest(
          `orders:notPicked?${new URLSearchParams({ items: unpicked.map((i) => i.name).join(", ") })}`,
          "not_picked",
        );
    }
    if (status === "cancelled")
      for (const item of await itemsOfIn(tx, id))
        if (item.kind !== "insurance") {
          await returnStock(tx, item);
          if (item.productId) returned.push(item.productId);
        }
    await updateOrder(tx, id, {
      status,
      updatedAt: new Date(),
      ...(status === "delivered" ? { deliveredAt: new Date(), deliveryStatus: "delivered" } : {}),
      ...(status === "shipped"
        ? { deliveryStatus: "shipped", deliveryNumber: deliveryNumber ?? o.deliveryNumber }
        : {}),
      ...(status === "cancelled" && o.paymentStatus === "pending" ? { paymentStatus: "cancelled" } : {}),
    });
    if (INVOICED_AT.has(status) && o.invoiceStatus === "not_created") {
      await markInvoiceInProgress(tx, id);
      invoice = true;
    }
    await addHistory(tx, id, "status", status, actorId);
  });
  await publishStatus(ctx, "order", id, status);
  await productsChanged(ctx, returned);
  await audit(ctx.db, { actorId, action: "order.status", entity: "order", entityId: id, detail: { status } });
  if (MAILED_STATUSES.has(status)) await ctx.jobs.send(STATUS_MAIL_JOB, { orderId: id, status });
  if (invoice) await ctx.jobs.send(INVOICE_JOB, { orderId: id, sendId: randomUUID() });
}

/** The error code of a picking change that another change beat. */
export const PICKING_CHANGED = "picking_changed";

/**
 * Spec §4: picking status per item; a reset back to waiting needs a confirmation. A change is
 * written to the order's history (`picking`, `<item id>:<status>`), so staff see who picked what when.
 */
export async function setPicking(
  ctx: AppContext,
  actorId: number,
  id: number,
  itemId: number,
  status: string,
  confirm: boolean,
) {
  const items = await itemsOf(ctx.db, id);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound("orders:itemNotFound");
  if (status === "waiting" && item.pickingStatus !== "waiting" && !confirm)
    throw badRequest("orders:confirmRequired", "confirm_required");
  if (item.pickingStatus === status) return;
  await ctx.db.transaction(async (tx) => {
    // Two scanners (on two instances) may read the same waiting line at once: the one whose
    // change lands second is told, and the warehouse scan takes the next line.
    if (!(await setItemPicking(tx, itemId, item.pickingStatus, status)))
      throw conflict("orders:pickingChanged", PICKING_CHANGED);
    await addHistory(tx, id, "picking", `${itemId}:${status}`, actorId);
  });
  await audit(ctx.db, {
    actorId,
    action: "order.picking",
    entity: "order",
    entityId: id,
    detail: { itemId, status },
  });
}

/** Spec §4: invoice not created → in progress → created; a re-send needs a confirmation. */
export async function invoiceAction(
  ctx: AppContext,
  actorId: number,
  id: number,
  action: "create" | "resend",
  confirm: boolean,
) {
  const o = await orderById(ctx.db, id);
  if (!o) throw notFound("orders:notFound");
  if (action === "create") {
    if (o.invoiceStatus !== "not_created") throw badRequest("orders:invoiceExists", "invoice_exists");
    await markInvoiceInProgress(ctx.db, id);
  } else {
    if (o.invoiceStatus !== "created") throw badRequest("orders:invoiceMissing", "invoice_missing");
    if (!confirm) throw badRequest("orders:confirmRequired", "confirm_required");
  }
  await audit(ctx.db, { actorId, action: `order.invoice.${action}`, entity: "order", entityId: id });
  await ctx.jobs.send(INVOICE_JOB, { orderId: id, sendId: randomUUID() });
}
