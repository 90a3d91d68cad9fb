import type { TFunction } from "../../../../i18n/i18n-core.js";

export interface HistoryEntry {
  field: string;
  value: string;
}

/**
 * One line of an order's staff history in words, from the `orders` texts the page already shows
 * (`status` → "Stav: Potvrzená"); the API keeps codes so the history reads in the staff member's
 * language. Picking entries are `<item id>:<status>` and name the item; a custom e-mail's is
 * JSON (its subject here, the message on the page); an unknown field stays as it is rather than
 * disappear.
 */
export function historyLine(
  h: HistoryEntry,
  itemName: (id: number) => string | undefined,
  t: TFunction,
): string {
  const field = (key: string) => t(`staff.historyField.${key}`);
  switch (h.field) {
    case "status":
      return `${field("status")}: ${t(`status.${h.value}`)}`;
    case "payment_status":
      return `${field("payment_status")}: ${t(`paymentStatus.${h.value}`)}`;
    case "event":
      return t(`event.${h.value}`);
    case "picking": {
      const [id, status] = h.value.split(":");
      const name = itemName(Number(id)) ?? `#${id}`;
      return `${field("picking")}: ${name} – ${t(`picking.${status}`)}`;
    }
    case "installment_status": {
      // A refused finalisation is stored as `<status it stayed in>:refused`.
      const [state, refused] = h.value.split(":");
      const text = t(`installments.states.${state}`);
      return `${field("installment_status")}: ${refused ? `${text} – ${t("installments.lender.refused")}` : text}`;
    }
    case "email":
      return `${field("email")}: ${customMailOf(h)?.subject ?? ""}`;
    case "ship_from_store":
    case "item_added":
    case "item_removed":
      return `${field(h.field)}: ${h.value}`;
    default:
      return `${h.field}: ${h.value}`;
  }
}

/** A custom e-mail's history entry (its value is the JSON the server wrote), or null. */
export function customMailOf(h: HistoryEntry): { subject: string; message: string } | null {
  if (h.field !== "email") return null;
  try {
    const v = JSON.parse(h.value) as { subject?: unknown; message?: unknown };
    return { subject: String(v.subject ?? ""), message: String(v.message ?? "") };
  } catch {
    return { subject: h.value, message: "" };
  }
}
