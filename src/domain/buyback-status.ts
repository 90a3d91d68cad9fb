/**
 * The buy-back workflow (issue 3, staff side): new → awaiting device → received → inspected →
 * paid, or inspected → re-quoted → accepted → paid | returned; cancelled before the device is
 * inspected. The inspection is where a mismatch turns into a counter-offer the seller accepts or
 * declines, as Back Market, Swappie and musicMagpie do (domain.md A).
 */
export const BUYBACK_STATUSES = [
  "new",
  "awaiting_device",
  "received",
  "inspected",
  "requoted",
  "accepted",
  "returned",
  "paid",
  "cancelled",
] as const;
export type BuybackStatus = (typeof BUYBACK_STATUSES)[number];

const NEXT: Record<BuybackStatus, readonly BuybackStatus[]> = {
  new: ["awaiting_device", "cancelled"],
  awaiting_device: ["received", "cancelled"],
  received: ["inspected", "cancelled"],
  inspected: ["paid", "requoted", "cancelled"],
  requoted: ["accepted", "returned"],
  accepted: ["paid"],
  returned: [],
  paid: [],
  cancelled: [],
};

export function isBuybackStatus(value: unknown): value is BuybackStatus {
  return typeof value === "string" && (BUYBACK_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(status: BuybackStatus): readonly BuybackStatus[] {
  return NEXT[status];
}

export function canMove(from: BuybackStatus, to: BuybackStatus): boolean {
  return NEXT[from].includes(to);
}

/** Final states: nothing more happens to the record. */
export function isClosed(status: BuybackStatus): boolean {
  return NEXT[status].length === 0;
}

/** The way a buy-back usually goes: the steps the status page and the account tick off. */
export const BUYBACK_PROGRESS = ["new", "awaiting_device", "received", "inspected", "paid"] as const;

/**
 * How far along the usual way a buy-back in this status is, as an index of `BUYBACK_PROGRESS`: a
 * counter-offer and its acceptance wait at the inspection; returned and cancelled are off the way (-1).
 */
export function buybackStep(status: BuybackStatus): number {
  if (status === "requoted" || status === "accepted") return BUYBACK_PROGRESS.indexOf("inspected");
  return (BUYBACK_PROGRESS as readonly string[]).indexOf(status);
}
