import type { Language, Market } from "./market.js";

/**
 * Dates as the shop shows them, by plain arithmetic: "2. 11. 2026" in Czech, "02.11.2026" in
 * Romanian (CLDR's numeric date for cs-CZ and ro-RO; tests compare with Intl). Building an Intl
 * date format on each call was a visible part of a product page's server render, and in the
 * browser the first Intl date format loads locale data in a long task during hydration.
 *
 * These are the one way a date is shown, on the server (invoices, delivery texts) and in the
 * browser (storefront and staff) alike: the market decides the form and the time zone, never the
 * browser's locale or zone, so a page renders the same text on the server and when it hydrates,
 * and one instant reads the same on every screen of a market ("24. 11. 2026 19:57",
 * "24.11.2026 19:57"). The English page language on either shop keeps the market's numeric form.
 */

/** Standard-time offset from UTC in hours of the markets' zones; both follow the EU summer-time rule. */
const STANDARD_OFFSET: Record<string, number> = { "Europe/Prague": 1, "Europe/Bucharest": 2 };

/** 01:00 UTC on the last Sunday of `month` (0-based): when EU summer time starts or ends. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** An instant as the wall clock of one of the markets' time zones reads it, in an ISO string (`YYYY-MM-DDTHH:MM…`). */
function zonedWallClock(instant: Date, timeZone: string): string {
  const standard = STANDARD_OFFSET[timeZone];
  if (standard === undefined) throw new Error(`no offset rule for ${timeZone}`);
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  return new Date(t + (standard + (summer ? 1 : 0)) * 3_600_000).toISOString();
}

/** The calendar date (`YYYY-MM-DD`) of an instant in one of the markets' time zones. */
export function zonedIsoDate(instant: Date, timeZone: string): string {
  return zonedWallClock(instant, timeZone).slice(0, 10);
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

/**
 * An instant (ISO timestamp or Date) → its date and time in the market's zone, as the market
 * writes them (CLDR's short time: "24. 11. 2026 9:05" in Czech, "24.11.2026 09:05" in Romanian).
 * Seconds are never shown.
 */
export function formatDisplayDateTime(
  timestamp: string | Date,
  market: Pick<Market, "locale" | "timeZone">,
): string {
  const wall = zonedWallClock(new Date(timestamp), market.timeZone);
  const hour = wall.slice(11, 13);
  const minute = wall.slice(14, 16);
  const time = market.locale.startsWith("ro") ? `${hour}:${minute}` : `${Number(hour)}:${minute}`;
  return `${formatDisplayDate(wall, market)} ${time}`;
}

/**
 * A date to show: a calendar date (`2026-11-23`: a birth date, a validity) is that day whatever the
 * zone; an instant is its day in the market's zone. Text that is no date (an old record's
 * "31.12.2031") comes back as it is.
 */
export function formatDisplayDateOrDay(
  value: string | Date,
  market: Pick<Market, "locale" | "timeZone">,
): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value, market);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return formatDisplayDate(zonedIsoDate(instant, market.timeZone), market);
}

/** Weekday names from Monday, short and long, as CLDR has them for each language. */
const WEEKDAYS: Record<Language, { short: string[]; long: string[] }> = {
  cs: {
    short: ["po", "út", "st", "čt", "pá", "so", "ne"],
    long: ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"],
  },
  ro: {
    short: ["lun.", "mar.", "mie.", "joi", "vin.", "sâm.", "dum."],
    long: ["luni", "marți", "miercuri", "joi", "vineri", "sâmbătă", "duminică"],
  },
  en: {
    short: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    long: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  },
};

/**
 * A calendar date (`YYYY-MM-DD`) with its weekday in the page's language and the market's numeric
 * day and month, without the year: "čt 26. 11.", "joi, 26.11", "Thu 26. 11." (a delivery day).
 */
export function formatDisplayWeekday(
  isoDate: string,
  market: Pick<Market, "locale">,
  language: Language,
  style: "short" | "long" = "short",
): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const monday0 = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const name = WEEKDAYS[language][style][monday0];
  return `${name}${language === "ro" ? "," : ""} ${formatDisplayDate(isoDate, market, false)}`;
}
