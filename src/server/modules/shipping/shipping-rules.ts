import { zonedIsoDate } from "../../../domain/display-dates.js";
import type { Market } from "../../../domain/market.js";
import { formatNumber } from "../../../domain/numbers.js";
import type { ParcelRejected } from "../../integrations/carriers/parcels.js";

/** An i18n message key with its values, as the error handler translates it (`key?number=…`). */
export const messageWith = (key: string, values: Record<string, string>) =>
  `${key}?${new URLSearchParams(values)}`;

/** The day's part of a carrier's handover numbers: `PPL-20261126-` (the day in the shop's zone). */
export const handoverPrefix = (carrier: string, now: Date, timeZone: string) =>
  `${carrier.toUpperCase()}-${zonedIsoDate(now, timeZone).replaceAll("-", "")}-`;

/** The day's next list of that carrier: `PPL-20261126-01`, `-02`, … */
export const handoverNumber = (prefix: string, existing: number) =>
  `${prefix}${String(existing + 1).padStart(2, "0")}`;

/** The carrier's refusal as staff read it: the order, and the limit in kilograms or centimetres. */
export function parcelRefusalMessage(err: ParcelRejected, orderNumber: string, market: Market): string {
  const limit = formatNumber(err.limit / (err.reason === "weight" ? 1000 : 10), market, {
    maxFractionDigits: 1,
  });
  return messageWith(`shipping:parcelRefused.${err.reason}`, { number: orderNumber, limit });
}
