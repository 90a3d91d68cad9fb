import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./opening-hours.js";
import { dayHoursOn, isOpenOn, localDate, type SpecialDay, upcomingChanges } from "./store-day-hours.js";

const weekly: OpeningHours = {
  "1": [["09:00", "18:00"]],
  "2": [["09:00", "18:00"]],
  "3": [["09:00", "18:00"]],
  "4": [["09:00", "18:00"]],
  "5": [["09:00", "18:00"]],
  "6": [["09:00", "12:00"]],
  "7": [],
};
const none = new Map<string, SpecialDay>();

describe("a store's hours on a day", () => {
  it("keeps the weekly hours on an ordinary day and closes on Sunday", () => {
    expect(dayHoursOn("2026-11-27", weekly, none, "CZ")).toEqual({
      date: "2026-11-27",
      open: true,
      hours: [["09:00", "18:00"]],
      reason: "weekly",
      holiday: null,
      note: "",
    });
    expect(dayHoursOn("2026-11-29", weekly, none, "CZ")).toMatchObject({ open: false, reason: "weekly" });
  });

  it("closes on a public holiday of the store's country only", () => {
    // 28 September 2026 is a Monday: Czech Statehood Day, an ordinary day in Romania.
    expect(dayHoursOn("2026-09-28", weekly, none, "CZ")).toMatchObject({
      open: false,
      reason: "holiday",
      holiday: "statehood",
    });
    expect(dayHoursOn("2026-09-28", weekly, none, "RO")).toMatchObject({ open: true, reason: "weekly" });
    // The Orthodox Easter Monday 2026 (13 April) closes Romanian stores, not Czech ones.
    expect(dayHoursOn("2026-04-13", weekly, none, "RO")).toMatchObject({
      open: false,
      holiday: "orthodoxEasterMonday",
    });
    expect(dayHoursOn("2026-04-13", weekly, none, "CZ").open).toBe(true);
  });

  it("lets a special day open a store on a holiday or close it on a working day", () => {
    const specials = new Map<string, SpecialDay>([
      ["2026-12-24", { day: "2026-12-24", closed: false, hours: [["08:00", "12:00"]], note: "" }],
      ["2026-12-02", { day: "2026-12-02", closed: true, hours: [], note: "Inventura" }],
    ]);
    expect(dayHoursOn("2026-12-24", weekly, specials, "CZ")).toEqual({
      date: "2026-12-24",
      open: true,
      hours: [["08:00", "12:00"]],
      reason: "special",
      holiday: "christmasEve",
      note: "",
    });
    expect(dayHoursOn("2026-12-02", weekly, specials, "CZ")).toMatchObject({
      open: false,
      reason: "special",
      note: "Inventura",
    });
  });

  it("says whether the store is open now in the market's time zone, today's holiday honoured", () => {
    const zone = "Europe/Prague";
    const holidayNoon = new Date("2026-10-28T11:00:00Z"); // 12:00 in Prague, Independence Day (a Wednesday)
    expect(localDate(holidayNoon, zone)).toBe("2026-10-28");
    const today = dayHoursOn(localDate(holidayNoon, zone), weekly, none, "CZ");
    expect(today).toMatchObject({ open: false, holiday: "independence" });
    expect(isOpenOn(today, holidayNoon, zone)).toBe(false);
    const nextDay = new Date("2026-10-29T11:00:00Z");
    expect(isOpenOn(dayHoursOn(localDate(nextDay, zone), weekly, none, "CZ"), nextDay, zone)).toBe(true);
    // 23:30 UTC on the 27th is already the 28th in Prague.
    expect(localDate(new Date("2026-10-27T23:30:00Z"), zone)).toBe("2026-10-28");
  });

  it("lists the next days that differ from the weekly hours", () => {
    const days = upcomingChanges("2026-12-20", 14, weekly, none, "CZ").map((d) => [d.date, d.holiday]);
    expect(days).toEqual([
      ["2026-12-24", "christmasEve"],
      ["2026-12-25", "christmasDay"],
      ["2026-12-26", "stStephen"],
      ["2027-01-01", "newYear"],
    ]);
  });
});
