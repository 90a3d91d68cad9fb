import type { GatewayState } from "../../integrations/payment-gateway/payment-gateway.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
import {
  announceOrderChange,
  type OrderRow,
  orderByKey,
  orderOfNumber,
  recordPaymentState,
} from "../orders/orders.service.js";
import { gatewayFor } from "./gateway.js";
import {
  insertPayment,
  paymentByGatewayId,
  paymentById,
  paymentsOf,
  setPaymentStatusUnlessPaid,
} from "./payments.queries.js";

export const NOTIFY_PATH = "/api/new/payments/gateway/notify/";
const ONLINE = new Set(["card", "apple_pay", "google_pay"]);

const STATE: Record<GatewayState, string> = {
  CREATED: "created",
  PAID: "paid",
  CANCELED: "cancelled",
  FAILED: "failed",
};

export const paymentReturnPath = (ctx: AppContext, o: Pick<OrderRow, "number" | "accessKey">) =>
  `/${ctx.market.checkoutSlugs.payment}/${o.number}/${o.accessKey}/`;

/** The order, when the caller knows its access key (the secret part of the links we sent). */
export const orderWithKey = (ctx: AppContext, number: string, key: string): Promise<OrderRow> =>
  orderByKey(ctx, number, key);

/** Starts a gateway payment (a retry after a failure starts a new one). */
export async function startPayment(
  ctx: AppContext,
  o: OrderRow,
  method: "card" | "apple_pay" | "google_pay" = "card",
): Promise<string> {
  if (o.paymentStatus === "paid") throw badRequest("payments:alreadyPaid", "already_paid");
  if (o.status === "cancelled") throw badRequest("orders:cancelled", "cancelled");
  if (!ONLINE.has(o.paymentType)) throw badRequest("payments:notOnline", "not_online");
  const g = gatewayFor(ctx);
  const created = await g.create({
    reference: o.number,
    amount: o.total,
    currency: o.currency,
    label: `Objednávka ${o.number}`.slice(0, 16),
    method,
    returnUrl: paymentReturnPath(ctx, o),
    notifyUrl: NOTIFY_PATH,
  });
  await insertPayment(ctx.db, {
    orderId: o.id,
    method,
    gatewayId: created.gatewayId,
    amount: o.total,
    currency: o.currency,
    redirectUrl: created.redirectUrl,
  });
  return created.redirectUrl;
}

/**
 * Applies a gateway state to our payment and its order. Idempotent and one-way: a paid payment
 * stays paid whatever arrives later (notifications can repeat or come out of order).
 */
export async function applyState(ctx: AppContext, gatewayId: string, state: GatewayState): Promise<void> {
  const status = STATE[state];
  if (status === "created") return;
  const orderId = await ctx.db.transaction(async (tx) => {
    const p = await setPaymentStatusUnlessPaid(tx, gatewayId, status);
    if (p) await recordPaymentState(tx, p.orderId, status);
    return p?.orderId;
  });
  if (orderId !== undefined) await announceOrderChange(ctx, orderId);
}

/** The gateway's signed notification; false when the signature is wrong. */
export async function handleNotification(
  ctx: AppContext,
  raw: string,
  signature: string | undefined,
): Promise<boolean> {
  const n = gatewayFor(ctx).verifyNotification(raw, signature);
  if (!n) return false;
  const p = await paymentByGatewayId(ctx.db, n.gatewayId);
  // A notification for an amount we did not ask for is not trusted.
  if (!p || p.amount !== n.amount) return false;
  await applyState(ctx, n.gatewayId, n.state);
  return true;
}

/** Spec: payment status (also by id). Asks the gateway when its notification has not come yet. */
export async function paymentStatus(ctx: AppContext, o: OrderRow, paymentId?: string) {
  const list = await paymentsOf(ctx.db, o.id);
  const current = paymentId ? list.find((p) => p.gatewayId === paymentId) : list[0];
  if (paymentId && !current) throw notFound("payments:notFound");
  if (current && current.status === "created") {
    const state = await gatewayFor(ctx).state(current.gatewayId);
    if (state && state !== "CREATED") await applyState(ctx, current.gatewayId, state);
  }
  const fresh = (await orderOfNumber(ctx, o.number))!;
  const latest = current ? await paymentById(ctx.db, current.id) : null;
  const status = latest?.status ?? (fresh.paymentStatus === "paid" ? "paid" : "none");
  return {
    order_number: fresh.number,
    order_status: fresh.status,
    payment_status: fresh.paymentStatus,
    payment_type: fresh.paymentType,
    total: fresh.total,
    currency: fresh.currency,
    payment: latest ? { id: latest.gatewayId, status: latest.status, method: latest.method } : null,
    can_retry:
      fresh.paymentStatus !== "paid" &&
      fresh.status !== "cancelled" &&
      ONLINE.has(fresh.paymentType) &&
      status !== "created",
    failed: status === "failed" || status === "cancelled",
  };
}
