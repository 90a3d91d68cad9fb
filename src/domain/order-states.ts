/**
 * An order's states and the rules staff meet on them (issue 17), written down in
 * docs/order-states.md: which status may follow which, when the goods must be picked, when
 * products may still be added or removed, when an order may skip the warehouse, when a
 * cancellation needs a supervisor and when an order is late. Pure: the server enforces these, the
 * staff screens use them to hide or explain what the server would refuse.
 */

export const ORDER_STATUSES = [
  "new",
  "confirmed",
  "processing",
  "packed",
  "ready",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which statuses may follow which (spec §4: cancel after confirmation; the other steps are ours).
 * processing = being picked; packed = in its packages (the warehouse's packing step), waiting for
 * the carrier's handover (→ shipped) or, for a store pickup, for the store (→ ready).
 */
export const NEXT: Record<string, readonly OrderStatus[]> = {
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

export const canMove = (from: string, to: string) => (NEXT[from] ?? []).includes(to as OrderStatus);

/** Statuses in which the goods leave the warehouse: every product and gift must be picked first. */
export const NEEDS_PICKED: ReadonlySet<string> = new Set(["packed", "ready", "shipped"]);

/** Items that are physically picked (insurance and other services are not). */
export const isPickable = (kind: string) => kind === "product" || kind === "gift";

/** A paid order's cancellation means a refund: only a supervisor may do it. */
export const cancelNeedsSupervisor = (o: { paymentStatus: string }) => o.paymentStatus === "paid";

/** Reservations promise "ready in 30 minutes" (spec): an order not yet being handled by then is late. */
export const OVERDUE_MINUTES = 30;
/** Statuses in which nobody has started on the order yet. */
export const WAITING_STATUSES: readonly OrderStatus[] = ["new", "confirmed"];

/** The moment from which an order placed at `createdAt` counts as late. */
export const overdueFrom = (createdAt: Date) => new Date(createdAt.getTime() + OVERDUE_MINUTES * 60_000);

/** Spec's older-than-30-minutes flag: still new or confirmed 30 minutes (or more) after it was placed. */
export function isOverdue(o: { status: string; createdAt: Date }, now: Date): boolean {
  return (WAITING_STATUSES as readonly string[]).includes(o.status) && now >= overdueFrom(o.createdAt);
}

/** The latest placing time an order may have and still be late at `now` (the overview's filter). */
export const overdueCutoff = (now: Date) => new Date(now.getTime() - OVERDUE_MINUTES * 60_000);

interface EditableOrder {
  status: string;
  invoiceStatus: string;
  installment?: unknown;
}

/**
 * Spec §4 "products cannot be added in some order states": once stock is picked or handed over.
 * Allowed while new or confirmed, and while processing with nothing picked yet (a product not
 * found can still be swapped); refused once anything is picked, packed, ready, shipped, delivered,
 * cancelled or returned, after the invoice was issued (it would no longer match the order), and on
 * an instalment order (the lender approved a loan for its total). The answer is the refusal's
 * message key, or null when the order may change.
 */
export function itemsEditRefusal(
  o: EditableOrder,
  items: readonly { pickingStatus: string }[],
): string | null {
  if (!["new", "confirmed", "processing"].includes(o.status)) return "orders:items.refusedStatus";
  if (items.some((i) => i.pickingStatus === "picked")) return "orders:items.refusedPicked";
  if (o.invoiceStatus !== "not_created") return "orders:items.refusedInvoice";
  if (o.installment) return "orders:items.refusedInstallment";
  return null;
}

/**
 * Skip warehouse (spec): an order may be sent from a store instead of the warehouse only before
 * picking starts: new or confirmed, nothing picked (or marked not found) yet.
 */
export function skipWarehouseRefusal(
  o: { status: string },
  items: readonly { kind: string; pickingStatus: string }[],
): string | null {
  if (!(WAITING_STATUSES as readonly string[]).includes(o.status))
    return "orders:skipWarehouse.refusedStatus";
  if (items.some((i) => isPickable(i.kind) && i.pickingStatus !== "waiting"))
    return "orders:skipWarehouse.refusedPicking";
  return null;
}
