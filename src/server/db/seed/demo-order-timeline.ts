import type { DemoOrderPlan } from "./demo-orders-data.js";

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Payments the shop is paid for before the goods leave (the gateway, or the lender). */
const PAID_FIRST = new Set(["card", "apple_pay", "google_pay", "twisto", "installment"]);
/** Paid to the carrier or at the store when the goods are taken over. */
export const ON_DELIVERY = new Set(["cod", "cash_on_pickup", "card_on_pickup"]);

/** When each step of a demo order happened; null for the steps it has not reached. */
export interface Timeline {
  createdAt: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  processingAt: Date | null;
  /** Packed, or (a store pickup) ready at the store. */
  packedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  returnedAt: Date | null;
  paymentStatus: string;
}

const REACHED: Record<DemoOrderPlan["status"], number> = {
  new: 0,
  cancelled: 0,
  confirmed: 1,
  processing: 2,
  packed: 3,
  ready: 3,
  shipped: 4,
  delivered: 5,
  returned: 6,
};

/**
 * Spreads an order's steps over the time since it was placed (a bank transfer arrives hours later,
 * the warehouse picks, packs and hands over the next day, the carrier delivers a day or two after).
 */
export function timeline(plan: DemoOrderPlan, now: Date): Timeline {
  const elapsed = plan.hoursAgo * HOUR;
  const created = new Date(now.getTime() - elapsed);
  const at = (share: number, min = 0) => new Date(created.getTime() + Math.max(min, elapsed * share));
  const step = REACHED[plan.status];
  const store = plan.delivery === "store";
  const paidFirst = PAID_FIRST.has(plan.payment);
  const onDelivery = ON_DELIVERY.has(plan.payment);
  // A transfer arrives within the day; online payments within minutes of the order.
  const transferPaid = at(0.1, 0.5 * HOUR);
  const paidBeforeGoods = paidFirst || (plan.payment === "bank_transfer" && step >= 1);
  // A paid order is confirmed by its payment, even one cancelled later.
  const confirmed = step >= 1 || (plan.status === "cancelled" && paidFirst);
  const confirmedAt = confirmed
    ? paidFirst
      ? at(0, 2 * MINUTE)
      : onDelivery
        ? at(0.05, 10 * MINUTE)
        : transferPaid
    : null;
  const t: Timeline = {
    createdAt: created,
    paidAt: null,
    confirmedAt,
    processingAt: step >= 2 ? at(0.25, 20 * MINUTE) : null,
    packedAt: step >= 3 ? at(0.4, 40 * MINUTE) : null,
    shippedAt: step >= 4 && !store ? at(0.5) : null,
    deliveredAt: step >= 5 ? at(store ? 0.45 : 0.7) : null,
    cancelledAt: plan.status === "cancelled" ? at(0.2) : null,
    returnedAt: plan.status === "returned" ? at(0.9) : null,
    paymentStatus: onDelivery ? "on_delivery" : "pending",
  };
  if (paidBeforeGoods) {
    t.paidAt = paidFirst ? at(0, 2 * MINUTE) : transferPaid;
    t.paymentStatus = "paid";
  } else if (onDelivery && t.deliveredAt) {
    t.paidAt = t.deliveredAt;
    t.paymentStatus = "paid";
  }
  if (plan.status === "cancelled") t.paymentStatus = t.paidAt ? "refunded" : "cancelled";
  if (plan.status === "returned") t.paymentStatus = "refunded";
  return t;
}

/** The order's history rows (status and payment changes) in time order, as staff and the status page show them. */
export function historyRows(t: Timeline, status: DemoOrderPlan["status"]) {
  const rows: { field: string; value: string; at: Date; staff: boolean }[] = [
    { field: "status", value: "new", at: t.createdAt, staff: false },
  ];
  const add = (field: string, value: string, at: Date | null, staff = true) => {
    if (at) rows.push({ field, value, at, staff });
  };
  // A payment before the goods leave comes first; one on delivery is recorded with the delivery.
  if (t.paidAt && (!t.deliveredAt || t.paidAt < t.deliveredAt))
    add("payment_status", "paid", t.paidAt, false);
  add("status", "confirmed", t.confirmedAt, !t.paidAt || t.confirmedAt! < t.paidAt);
  add("status", "processing", t.processingAt);
  add("status", status === "ready" || (t.deliveredAt && !t.shippedAt) ? "ready" : "packed", t.packedAt);
  add("status", "shipped", t.shippedAt);
  add("status", "delivered", t.deliveredAt);
  if (t.paidAt && t.deliveredAt && t.paidAt >= t.deliveredAt) add("payment_status", "paid", t.paidAt);
  add("status", "cancelled", t.cancelledAt);
  add("status", "returned", t.returnedAt);
  if (t.paymentStatus === "refunded" || t.paymentStatus === "cancelled")
    add("payment_status", t.paymentStatus, t.returnedAt ?? t.cancelledAt);
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}
