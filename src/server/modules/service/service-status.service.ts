import type { OrderStatus } from "../../../contract/service.js";
import type { ServiceKind, ServiceStatus } from "../../../domain/service-status.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import { money, sendServiceMail } from "./service-mail.js";
import {
  addEvent,
  decidePriceChangeRow,
  lockOrder,
  orderByPublicId,
  orderDetails,
  type PriceChangeRow,
  priceChangeById,
  type ServiceOrderRow,
  serviceStore,
  updateOrder,
} from "./service-orders.queries.js";

export const toPriceChange = (p: PriceChangeRow) => ({
  id: p.id,
  previous_price: p.previousPrice,
  new_price: p.newPrice,
  reason: p.reason,
  status: p.status as "pending" | "accepted" | "rejected",
  created_at: p.createdAt.toISOString(),
});

/** Everything the status page shows, and nothing that identifies the customer. */
export async function publicView(ctx: AppContext, o: ServiceOrderRow): Promise<OrderStatus> {
  const [d, store] = await Promise.all([orderDetails(ctx.db, o.id), serviceStore(ctx.db, o.storeId)]);
  const pending = d.priceChanges.find((p) => p.status === "pending");
  return {
    number: o.number,
    public_id: o.publicId,
    kind: o.kind as ServiceKind,
    status: o.status as ServiceStatus,
    created_at: o.createdAt.toISOString(),
    device_label: o.deviceLabel,
    handover: o.handover as "store" | "courier",
    store,
    items: d.items.map((i) => ({ name: i.name, price: i.price, duration_minutes: i.durationMinutes })),
    parts: d.parts.map((p) => ({ name: p.name, quantity: p.quantity })),
    estimated_price: o.estimatedPrice,
    agreed_price: o.agreedPrice,
    currency: o.currency,
    pending_price_change: pending ? toPriceChange(pending) : null,
    history: d.events
      .filter((e) => e.isPublic)
      .map((e) => ({
        type: e.type,
        status: e.status as ServiceStatus,
        text: e.text,
        created_at: e.createdAt.toISOString(),
      })),
  };
}

/** `service:order-status`: the public page of a repair order or claim by its unguessable id. */
export async function orderStatus(ctx: AppContext, publicId: string): Promise<OrderStatus> {
  const o = await orderByPublicId(ctx.db, publicId);
  if (!o) throw notFound("service:errors.orderNotFound");
  return publicView(ctx, o);
}

/** The record behind a status page's id, for its live stream; a 404 like the page for an unknown id. */
export async function liveOrder(ctx: AppContext, publicId: string): Promise<ServiceOrderRow> {
  const o = await orderByPublicId(ctx.db, publicId);
  if (!o) throw notFound("service:errors.orderNotFound");
  return o;
}

/**
 * The customer's answer to a price change. Accepting makes the new price the agreed one; rejecting
 * keeps the old one and leaves the decision (repair at the old scope, or cancel) to the technician.
 */
export async function decidePriceChange(
  ctx: AppContext,
  publicId: string,
  changeId: number,
  decision: "accept" | "reject",
): Promise<OrderStatus> {
  const found = await orderByPublicId(ctx.db, publicId);
  if (!found) throw notFound("service:errors.orderNotFound");
  const { order, change } = await ctx.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, found.id))!;
    const change = await priceChangeById(tx, changeId);
    if (!change || change.serviceOrderId !== order.id) throw notFound("service:errors.priceChangeNotFound");
    if (change.status !== "pending") throw conflict("service:errors.priceChangeDecided");
    const status = decision === "accept" ? "accepted" : "rejected";
    await decidePriceChangeRow(tx, change.id, status);
    if (decision === "accept") await updateOrder(tx, order.id, { agreedPrice: change.newPrice });
    await addEvent(tx, {
      orderId: order.id,
      type: `price_${status}`,
      status: order.status,
      text: money(ctx, change.newPrice),
    });
    await audit(tx, {
      actorId: null,
      action: `service.price-${status}`,
      entity: "service_order",
      entityId: order.id,
      detail: { price_change: change.id, by: "customer" },
    });
    return { order, change };
  });
  await publishStatus(ctx, "service-order", order.id, order.status);
  await sendServiceMail(ctx, order, {
    kind: `service-price-${decision}`,
    subject: (t) => t(`service:mail.priceDecidedSubject.${decision}`, { number: order.number }),
    heading: (t) => t(`service:mail.priceDecidedHeading.${decision}`),
    paragraphs: (t) => [t(`service:mail.priceDecidedText.${decision}`)],
    rows: (t) => [[t("service:mail.newPrice"), money(ctx, change.newPrice)]],
  });
  return orderStatus(ctx, publicId);
}
