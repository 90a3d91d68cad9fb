/**
 * The messages of a record's live status stream (an order, a buy-back, a repair order or claim):
 * `current` is sent once when the stream opens (the record's status at that moment, so a change
 * made between the page's load and the stream's start is noticed), `changed` after every committed
 * change a customer may see (a new status, or for a repair a new part, note or price). Ids and
 * statuses only: no personal data travels through the event bus.
 */
export interface LiveStatusEvent {
  type: "current" | "changed";
  status: string;
}

export function isLiveStatusEvent(data: unknown): data is LiveStatusEvent {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return (d.type === "current" || d.type === "changed") && typeof d.status === "string";
}
