import type { StaffOrderDetail } from "../../../contract/service-staff.js";
import type { ServiceKind, ServiceStatus } from "../../../domain/service-status.js";
import { nextServiceStatuses } from "../../../domain/service-status.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { statusPath } from "./service-links.js";
import { orderById, orderDetails, serviceStore } from "./service-orders.queries.js";
import { actorNames, listOrders, orderNumberOf, type StaffListFilter } from "./service-staff.queries.js";
import { toPriceChange } from "./service-status.service.js";

/** `service:staff-orders`: the grid of repair orders and claims. */
export async function staffOrders(ctx: AppContext, filter: StaffListFilter) {
  const { count, rows } = await listOrders(ctx.db, filter);
  return {
    count,
    results: rows.map((r) => ({
      id: r.id,
      number: r.number,
      kind: r.kind as ServiceKind,
      status: r.status as ServiceStatus,
      device_label: r.deviceLabel,
      handover: r.handover as "store" | "courier",
      store_name: r.storeName,
      agreed_price: r.agreedPrice,
      price_pending: Boolean(r.pricePending),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

/** `service:staff-order`: one order with contact details (decrypted for staff), parts, prices and the full history. */
export async function staffOrder(ctx: AppContext, id: number): Promise<StaffOrderDetail> {
  const o = await orderById(ctx.db, id);
  if (!o) throw notFound("service:errors.orderNotFound");
  const [d, store, orderNumber] = await Promise.all([
    orderDetails(ctx.db, o.id),
    serviceStore(ctx.db, o.storeId),
    orderNumberOf(ctx.db, o.orderId),
  ]);
  const names = await actorNames(ctx.db, [
    ...new Set(d.events.map((e) => e.actorId).filter((x) => x !== null)),
  ]);
  const status = o.status as ServiceStatus;
  return {
    id: o.id,
    number: o.number,
    kind: o.kind as ServiceKind,
    status,
    device_label: o.deviceLabel,
    handover: o.handover as "store" | "courier",
    store_name: store?.name ?? null,
    agreed_price: o.agreedPrice,
    price_pending: d.priceChanges.some((p) => p.status === "pending"),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    public_id: o.publicId,
    status_url: statusPath(ctx, o.publicId),
    next_statuses: [...nextServiceStatuses(status)],
    language: o.language,
    imei: o.imei,
    fault: o.fault,
    store,
    contact: { name: o.contactName, email: o.email, phone: o.phone },
    pickup_address: o.pickupAddress ? JSON.parse(o.pickupAddress) : null,
    order_number: orderNumber,
    estimated_price: o.estimatedPrice,
    estimated_minutes: o.estimatedMinutes,
    items: d.items.map((i) => ({
      name: i.name,
      code: i.code,
      price: i.price,
      duration_minutes: i.durationMinutes,
    })),
    parts: d.parts.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      quantity: p.quantity,
      unit_price: p.unitPrice,
    })),
    price_changes: d.priceChanges.map(toPriceChange),
    history: d.events.map((e) => ({
      type: e.type,
      status: e.status as ServiceStatus,
      text: e.text,
      created_at: e.createdAt.toISOString(),
      is_public: e.isPublic,
      actor: e.actorId === null ? null : (names.get(e.actorId) ?? null),
    })),
  };
}
