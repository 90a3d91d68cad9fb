import { orthodoxEaster } from "./ro-holidays.js";

/**
 * Public holidays of the shop's countries, by name, for store hours (issue 20): a store is closed
 * on them unless it says otherwise (`store_special_days`). Computed, so no year runs out.
 *
 * - CZ: zákon 245/2000 Sb. (state holidays and other holidays, all days off), Good Friday since
 *   2016; Easter is the Western (Gregorian) one.
 * - RO: Codul muncii art. 139 with 6 and 7 January from 2024; Easter and Pentecost are the
 *   Orthodox ones (`orthodoxEaster`, shared with the e-Factura deadline in ro-holidays.ts).
 */
export type HolidayCountry = "CZ" | "RO";
export interface PublicHoliday {
  /** YYYY-MM-DD */
  date: string;
  /** An i18n key under `stores:holidays.` (the name is the page language's). */
  key: string;
}

const ymd = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Western Easter Sunday (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function westernEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

function czech(year: number): PublicHoliday[] {
  const easter = westernEaster(year);
  return [
    { date: ymd(year, 1, 1), key: "newYear" },
    ...(year >= 2016 ? [{ date: plusDays(easter, -2), key: "goodFriday" }] : []),
    { date: plusDays(easter, 1), key: "easterMonday" },
    { date: ymd(year, 5, 1), key: "labourDay" },
    { date: ymd(year, 5, 8), key: "liberationDay" },
    { date: ymd(year, 7, 5), key: "cyrilMethodius" },
    { date: ymd(year, 7, 6), key: "janHus" },
    { date: ymd(year, 9, 28), key: "statehood" },
    { date: ymd(year, 10, 28), key: "independence" },
    { date: ymd(year, 11, 17), key: "freedomDay" },
    { date: ymd(year, 12, 24), key: "christmasEve" },
    { date: ymd(year, 12, 25), key: "christmasDay" },
    { date: ymd(year, 12, 26), key: "stStephen" },
  ];
}

function romanian(year: number): PublicHoliday[] {
  const easter = orthodoxEaster(year);
  return [
    { date: ymd(year, 1, 1), key: "newYear" },
    { date: ymd(year, 1, 2), key: "newYear2" },
    ...(year >= 2024
      ? [
          { date: ymd(year, 1, 6), key: "epiphany" },
          { date: ymd(year, 1, 7), key: "stJohn" },
        ]
      : []),
    { date: ymd(year, 1, 24), key: "unionDay" },
    { date: plusDays(easter, -2), key: "orthodoxGoodFriday" },
    { date: easter, key: "orthodoxEaster" },
    { date: plusDays(easter, 1), key: "orthodoxEasterMonday" },
    { date: ymd(year, 5, 1), key: "labourDay" },
    { date: ymd(year, 6, 1), key: "childrensDay" },
    { date: plusDays(easter, 49), key: "pentecost" },
    { date: plusDays(easter, 50), key: "pentecostMonday" },
    { date: ymd(year, 8, 15), key: "assumption" },
    { date: ymd(year, 11, 30), key: "stAndrew" },
    { date: ymd(year, 12, 1), key: "nationalDay" },
    { date: ymd(year, 12, 25), key: "christmasDay" },
    { date: ymd(year, 12, 26), key: "christmasDay2" },
  ];
}

const cache = new Map<string, Map<string, PublicHoliday>>();

/** The year's public holidays of a country, by date (two may share one: 1 June 2026 in Romania). */
function byDate(country: HolidayCountry, year: number): Map<string, PublicHoliday> {
  const id = `${country}${year}`;
  let days = cache.get(id);
  if (!days) {
    days = new Map();
    for (const h of country === "CZ" ? czech(year) : romanian(year))
      if (!days.has(h.date)) days.set(h.date, h);
    cache.set(id, days);
  }
  return days;
}

/** The year's public holidays in date order. */
export function publicHolidays(country: HolidayCountry, year: number): PublicHoliday[] {
  return [...byDate(country, year).values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The public holiday on a date (YYYY-MM-DD), or null. */
export function publicHolidayOn(country: HolidayCountry, date: string): PublicHoliday | null {
  return byDate(country, Number(date.slice(0, 4))).get(date) ?? null;
}
