import type { PriceListRow } from "../../../contract/pricing.js";
import type { TFunction } from "../../../i18n/i18n-core.js";

/** A list's validity in words: "1. 12. 2026 – 1. 1. 2027", "od 1. 12. 2026", "bez omezení". */
export function validityText(
  list: Pick<PriceListRow, "valid_from" | "valid_to">,
  t: TFunction,
  day: (iso: string) => string,
): string {
  if (list.valid_from && list.valid_to) return `${day(list.valid_from)} – ${day(list.valid_to)}`;
  if (list.valid_from) return t("lists.from", { date: day(list.valid_from) });
  if (list.valid_to) return t("lists.to", { date: day(list.valid_to) });
  return t("lists.always");
}

/** The state's badge colours: valid green, scheduled blue, ended and switched off grey. */
export const STATE_TONE: Record<PriceListRow["state"], string> = {
  active: "bg-green-100 text-green-900",
  scheduled: "bg-sky-100 text-sky-900",
  expired: "bg-gray-100 text-gray-700",
  inactive: "bg-gray-100 text-gray-700",
};
