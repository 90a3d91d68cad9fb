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
  store: { city: string; openingHours: Record<string, [string, string][]> },
  address: { city: string },
  now: Date,
  timeZone: string,
): CourierQuote {
  if (fold(store.city) !== fold(address.city)) return { available: false, etaMinutes: 0, reason: "distance" };
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const wd =
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(
      parts.find((p) => p.type === "weekday")!.value,
    ) + 1;
  const minutes =
    Number(parts.find((p) => p.type === "hour")!.value) * 60 +
    Number(parts.find((p) => p.type === "minute")!.value);
  const open = (store.openingHours[String(wd)] ?? []).some(([a, b]) => {
    const [ah, am] = a.split(":").map(Number);
    const [bh, bm] = b.split(":").map(Number);
    return minutes >= ah * 60 + am && minutes <= bh * 60 + bm - 60;
  });
  return open
    ? { available: true, etaMinutes: 60, reason: "ok" }
    : { available: false, etaMinutes: 0, reason: "closed" };
}
