import type { Market } from "./market.js";

/**
 * Dates as the shop shows them, by plain arithmetic: "2. 11. 2026" in Czech, "02.11.2026" in
 * Romanian (CLDR's numeric date for cs-CZ and ro-RO; tests compare with Intl). Building an Intl
 * date format on each call was a visible part of a product page's server render, and in the
 * browser the first Intl date format loads locale data in a long task during hydration.
 */

/** Standard-time offset from UTC in hours of the markets' zones; both follow the EU summer-time rule. */
const STANDARD_OFFSET: Record<string, number> = { "Europe/Prague": 1, "Europe/Bucharest": 2 };

/** 01:00 UTC on the last Sunday of `month` (0-based): when EU summer time starts or ends. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The calendar date (`YYYY-MM-DD`) of an instant in one of the markets' time zones. */
export function zonedIsoDate(instant: Date, timeZone: string): string {
  const standard = STANDARD_OFFSET[timeZone];
  if (standard === undefined) throw new Error(`no offset rule for ${timeZone}`);
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  return new Date(t + (standard + (summer ? 1 : 0)) * 3_600_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` (or the date part of an ISO timestamp taken as is) → the market's numeric date. */
export function formatDisplayDate(isoDate: string, market: Pick<Market, "locale">, withYear = true): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  if (market.locale.startsWith("ro")) return withYear ? `${day}.${month}.${year}` : `${day}.${month}`;
  const short = `${Number(day)}. ${Number(month)}.`;
  return withYear ? `${short} ${year}` : short;
}

/** An instant (ISO timestamp) → its date in the market's zone, as the market writes it. */
export function formatDisplayDay(timestamp: string, market: Pick<Market, "locale" | "timeZone">): string {
  return formatDisplayDate(zonedIsoDate(new Date(timestamp), market.timeZone), market);
}
