/**
 * The repair and warranty-claim workflow (issue 4): received → diagnosing → waiting for parts →
 * repairing → ready for pickup → handed over, or cancelled. Shared by the server (which refuses
 * other moves) and the staff screen (which offers only these).
 */
export const SERVICE_STATUSES = [
  "received",
  "diagnosing",
  "waiting_for_parts",
  "repairing",
  "ready_for_pickup",
  "handed_over",
  "cancelled",
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * Forward moves may skip steps (a battery swap needs no parts wait); the one step back is
 * repairing → waiting for parts, when opening the device shows another broken part. A cancelled
 * repair still goes back to the customer, so cancelled → ready for pickup is allowed.
 */
const NEXT: Record<ServiceStatus, readonly ServiceStatus[]> = {
  received: ["diagnosing", "waiting_for_parts", "repairing", "ready_for_pickup", "cancelled"],
  diagnosing: ["waiting_for_parts", "repairing", "ready_for_pickup", "cancelled"],
  waiting_for_parts: ["repairing", "ready_for_pickup", "cancelled"],
  repairing: ["waiting_for_parts", "ready_for_pickup", "cancelled"],
  ready_for_pickup: ["handed_over"],
  handed_over: [],
  cancelled: ["ready_for_pickup"],
};

/** Statuses that need the customer's agreement to the price first: work on the device starts here. */
const NEEDS_AGREED_PRICE: readonly ServiceStatus[] = ["repairing", "ready_for_pickup", "handed_over"];

export function isServiceStatus(value: unknown): value is ServiceStatus {
  return typeof value === "string" && (SERVICE_STATUSES as readonly string[]).includes(value);
}

export function nextServiceStatuses(status: ServiceStatus): readonly ServiceStatus[] {
  return NEXT[status];
}

export function canMoveService(from: ServiceStatus, to: ServiceStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * A pending price change blocks work: the customer must accept it before the repair goes on.
 * Cancelling, or handing back a cancelled repair, stays possible.
 */
export function blockedByPendingPrice(from: ServiceStatus, to: ServiceStatus): boolean {
  return from !== "cancelled" && NEEDS_AGREED_PRICE.includes(to);
}

/** Where the order has got to, as a step index for the progress bar (cancelled: -1). */
export function serviceStep(status: ServiceStatus): number {
  return status === "cancelled" ? -1 : SERVICE_STATUSES.indexOf(status);
}

/** Final: nothing more happens to the order, so no price change, part or note is accepted. */
export function isServiceClosed(status: ServiceStatus): boolean {
  return status === "handed_over";
}

export const SERVICE_KINDS = ["repair", "claim"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
