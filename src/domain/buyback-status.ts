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
