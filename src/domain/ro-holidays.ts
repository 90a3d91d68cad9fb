/**
 * Romanian public holidays (Codul muncii, Legea 53/2003 art. 139, with 6 and 7 January added by
 * Legea 17/2023 from 2024) and working days, for RO e-Factura's deadline: an invoice goes to ANAF
 * within 5 working days of its issue date (OUG 120/2021 art. 10, as amended from 2026).
 *
 * Easter and Pentecost are the Orthodox ones: Meeus's Julian-calendar algorithm, shifted by the
 * 13 days between the calendars (valid 1900–2099).
 */

const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Orthodox Easter Sunday (Gregorian date, YYYY-MM-DD). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return plusDays(ymd(year, month, day), 13);
}

const cache = new Map<number, Set<string>>();

/** The year's public holidays (non-working days besides weekends). */
export function roPublicHolidays(year: number): Set<string> {
  let days = cache.get(year);
  if (days) return days;
  const easter = orthodoxEaster(year);
  days = new Set([
    ymd(year, 1, 1),
    ymd(year, 1, 2),
    ...(year >= 2024 ? [ymd(year, 1, 6), ymd(year, 1, 7)] : []),
    ymd(year, 1, 24),
    plusDays(easter, -2), // Vinerea Mare (Good Friday)
    easter,
    plusDays(easter, 1),
    ymd(year, 5, 1),
    ymd(year, 6, 1),
    plusDays(easter, 49), // Rusalii (Pentecost)
    plusDays(easter, 50),
    ymd(year, 8, 15),
    ymd(year, 11, 30),
    ymd(year, 12, 1),
    ymd(year, 12, 25),
    ymd(year, 12, 26),
  ]);
  cache.set(year, days);
  return days;
}

export function isRoWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !roPublicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The day `n` working days after `date` (the date itself is not counted). */
export function addRoWorkingDays(date: string, n: number): string {
  let d = date;
  for (let left = n; left > 0; ) {
    d = plusDays(d, 1);
    if (isRoWorkingDay(d)) left--;
  }
  return d;
}

/** Working days an invoice issued on `issueDate` has to reach ANAF. */
export const EFACTURA_WORKING_DAYS = 5;

/** The last day an invoice issued on `issueDate` may be sent to RO e-Factura. */
export const efacturaDeadline = (issueDate: string) => addRoWorkingDays(issueDate, EFACTURA_WORKING_DAYS);
