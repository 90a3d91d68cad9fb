import { zonedIsoDate } from "./display-dates.js";
import type { OpeningHours } from "./opening-hours.js";
import { localTime } from "./opening-hours.js";
import { type HolidayCountry, publicHolidayOn } from "./public-holidays.js";

/** A day staff set apart from the weekly hours (`store_special_days`). */
export interface SpecialDay {
  day: string;
  closed: boolean;
  hours: [string, string][];
  note: string;
}

/** A store's hours on one date and why (the contract's `dayHours`). */
export interface DayHours {
  date: string;
  open: boolean;
  hours: [string, string][];
  reason: "weekly" | "special" | "holiday";
  /** The public holiday's key (`stores:holidays.<key>`) when the date is one. */
  holiday: string | null;
  note: string;
}

/** The calendar date (YYYY-MM-DD) of a moment in a market's time zone (display-dates' one rule). */
export const localDate = (at: Date, timeZone: string): string => zonedIsoDate(at, timeZone);

const weekdayOf = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A store's hours on a date. A special day staff set wins (a store may open on a holiday, or close
 * for an inventory); else a public holiday of its country closes it; else its weekly hours.
 */
export function dayHoursOn(
  date: string,
  weekly: OpeningHours,
  specials: ReadonlyMap<string, SpecialDay>,
  country: HolidayCountry,
): DayHours {
  const holiday = publicHolidayOn(country, date)?.key ?? null;
  const special = specials.get(date);
  if (special)
    return {
      date,
      open: !special.closed && special.hours.length > 0,
      hours: special.closed ? [] : special.hours,
      reason: "special",
      holiday,
      note: special.note,
    };
  if (holiday) return { date, open: false, hours: [], reason: "holiday", holiday, note: "" };
  const hours = weekly[String(weekdayOf(date))] ?? [];
  return { date, open: hours.length > 0, hours, reason: "weekly", holiday: null, note: "" };
}

/** Whether the store is open at a moment (local time of `timeZone`), holidays and special days honoured. */
export function isOpenOn(day: DayHours, at: Date, timeZone: string): boolean {
  const { time } = localTime(at, timeZone);
  return day.hours.some(([from, to]) => time >= from && time < to);
}

/** The days from `from` on (for `days` days) whose hours differ from the weekly ones. */
export function upcomingChanges(
  from: string,
  days: number,
  weekly: OpeningHours,
  specials: ReadonlyMap<string, SpecialDay>,
  country: HolidayCountry,
): DayHours[] {
  const out: DayHours[] = [];
  for (let i = 0; i < days; i++) {
    const day = dayHoursOn(addDays(from, i), weekly, specials, country);
    if (day.reason !== "weekly") out.push(day);
  }
  return out;
}
