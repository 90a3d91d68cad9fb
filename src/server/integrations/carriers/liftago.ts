import { localTime, type OpeningHours } from "../../../domain/opening-hours.js";

/**
 * Liftago-like same-hour courier check (sandbox): a ride is possible from the store to an address
 * in the same city while the store is open and at least an hour before it closes.
 */
export interface CourierQuote {
  available: boolean;
  etaMinutes: number;
  reason: "ok" | "distance" | "closed";
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s*\d+$/, "")
    .replace(/[^a-z]/g, "");

export function courierCheck(
  store: { city: string; openingHours: OpeningHours },
  address: { city: string },
  now: Date,
  timeZone: string,
): CourierQuote {
  if (fold(store.city) !== fold(address.city)) return { available: false, etaMinutes: 0, reason: "distance" };
  const { weekday, time } = localTime(now, timeZone);
  const [hour, minute] = time.split(":").map(Number);
  const minutes = hour * 60 + minute;
  const open = (store.openingHours[String(weekday)] ?? []).some(([a, b]) => {
    const [ah, am] = a.split(":").map(Number);
    const [bh, bm] = b.split(":").map(Number);
    return minutes >= ah * 60 + am && minutes <= bh * 60 + bm - 60;
  });
  return open
    ? { available: true, etaMinutes: 60, reason: "ok" }
    : { available: false, etaMinutes: 0, reason: "closed" };
}
