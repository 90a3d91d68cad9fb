import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { badRequest, notFound } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import { normaliseEmail } from "../../platform/mail.js";
import { productsChanged } from "../watches/watches.service.js";
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

/**
 * Which statuses may follow which (spec §4: cancel after confirmation; other steps are ours).
 * processing = being picked; packed = in its packages (the warehouse's packing step), waiting for
 * the carrier's handover (→ shipped) or, for a store pickup, for the store (→ ready).
 */
export const NEXT: Record<string, string[]> = {
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

/** Statuses in which the goods leave the warehouse: every product and gift must be picked first. */
const NEEDS_PICKED = new Set(["packed", "ready", "shipped"]);
/** Items that are physically picked (insurance and other services are not). */
export const isPickable = (kind: string) => kind === "product" || kind === "gift";

const parse = (s: string | null) => (s ? (JSON.parse(s) as Record<string, unknown>) : null);

function row(o: OrderRow) {
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
  };
}

/** Spec: orders overview, paged; search by number or exact e-mail (e-mails are stored encrypted). */
export async function listOrders(
  ctx: AppContext,
  q: { page: number; page_size: number; status?: string; search?: string; ordering: string },
) {
  const s = q.search?.trim();
  const { rows, n } = await ordersPage(ctx.db, {
    ...q,
    search: q.search ? { numberPrefix: s!, emailLookup: lookupHash(normaliseEmail(s!)) } : undefined,
  });
  return { count: n, page: q.page, page_size: q.page_size, results: rows.map(row) };
}

export async function orderDetail(ctx: AppContext, id: number) {
  const o = await orderById(ctx.db, id);
  if (!o) throw notFound("orders:notFound");
  const [items, history, returns, store] = await Promise.all([
    itemsOf(ctx.db, id),
    historyOf(ctx.db, id),
    returnRequestsOf(ctx.db, id),
    o.storeId ? storeNameOf(ctx.db, o.storeId) : null,
  ]);
  return {
    ...row(o),
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
    allowed_statuses: NEXT[o.status] ?? [],
  };
}

/** Spec: change status. Cancelling returns the reserved stock; delivered starts the withdrawal period. */
export async function changeStatus(
  ctx: AppContext,
  actorId: number,
  id: number,
  status: string,
  deliveryNumber?: string,
) {
  // Stock a cancellation gives back: the watches of those products are checked after the commit.
  const returned: number[] = [];
  await ctx.db.transaction(async (tx) => {
    const o = await lockOrder(tx, id);
    if (!o) throw notFound("orders:notFound");
    if (!(NEXT[o.status] ?? []).includes(status))
      throw badRequest("orders:statusNotAllowed", "status_not_allowed");
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
    await addHistory(tx, id, "status", status, actorId);
  });
  await publishStatus(ctx, "order", id, status);
  await productsChanged(ctx, returned);
  await audit(ctx.db, { actorId, action: "order.status", entity: "order", entityId: id, detail: { status } });
}

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
    await setItemPicking(tx, itemId, status);
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
  await ctx.jobs.send(INVOICE_JOB, { orderId: id });
}
