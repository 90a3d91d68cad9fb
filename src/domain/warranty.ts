/** The statutory consumer guarantee on goods in Czechia and Romania (EU 2019/771 art. 10): two years. */
export const CONSUMER_WARRANTY_MONTHS = 24;

/** The order item kinds that lengthen a device's warranty (an extension by months, a prolonged warranty). */
export const WARRANTY_EXTENSION_KINDS = ["warranty", "prolong"] as const;

/**
 * The last day of a warranty as an ISO date: the day the goods were taken over (in the shop's zone,
 * `YYYY-MM-DD`) plus the statutory months and any bought extension. A day the target month lacks
 * (31 August + 24 months… into February) becomes that month's last day.
 */
export function warrantyEndDate(takenOver: string, extendedMonths = 0): string {
  const [y, m, d] = takenOver.split("-").map(Number) as [number, number, number];
  const months = m - 1 + CONSUMER_WARRANTY_MONTHS + Math.max(0, extendedMonths);
  const year = y + Math.floor(months / 12);
  const month = months % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whether a warranty ending on `until` (inclusive) still runs on `today` (both ISO dates). */
export const underWarranty = (until: string, today: string) => today <= until;
