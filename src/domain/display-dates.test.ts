import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDisplayDate,
  formatDisplayDateOrDay,
  formatDisplayDateTime,
  formatDisplayDay,
  formatDisplayWeekday,
  zonedIsoDate,
} from "./display-dates.js";
import { getMarket } from "./market.js";

const cz = getMarket("cz");
const ro = getMarket("ro");

describe("display dates", () => {
  it("write dates as CLDR does for cs-CZ and ro-RO", () => {
    expect(formatDisplayDate("2026-11-02", cz)).toBe("2. 11. 2026");
    expect(formatDisplayDate("2026-11-02", ro)).toBe("02.11.2026");
    expect(formatDisplayDate("2026-03-09", cz, false)).toBe("9. 3.");
    expect(formatDisplayDate("2026-03-09", ro, false)).toBe("09.03");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2037-12-31"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const noon = new Date(`${iso}T12:00:00Z`);
          for (const m of [cz, ro]) {
            expect(formatDisplayDate(iso, m)).toBe(noon.toLocaleDateString(m.locale, { timeZone: "UTC" }));
            expect(formatDisplayDate(iso, m, false)).toBe(
              noon.toLocaleDateString(m.locale, { day: "numeric", month: "numeric", timeZone: "UTC" }),
            );
          }
        },
      ),
    );
  });

  it("take an instant's date in the market's zone, summer time included", () => {
    // 23:30 UTC is already the next day in Prague (+1 in winter) and Bucharest.
    expect(zonedIsoDate(new Date("2026-11-22T23:30:00Z"), "Europe/Prague")).toBe("2026-11-23");
    // Summer time ends at 01:00 UTC on the last Sunday of October (25 October 2026).
    expect(zonedIsoDate(new Date("2026-10-24T22:30:00Z"), "Europe/Prague")).toBe("2026-10-25");
    expect(zonedIsoDate(new Date("2026-10-24T21:30:00Z"), "Europe/Bucharest")).toBe("2026-10-25");
    expect(formatDisplayDay("2026-07-31T22:15:00Z", cz)).toBe("1. 8. 2026");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2037-12-31"), noInvalidDate: true }),
        (d) => {
          for (const zone of ["Europe/Prague", "Europe/Bucharest"])
            expect(zonedIsoDate(d, zone)).toBe(d.toLocaleDateString("sv-SE", { timeZone: zone }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("write an instant's date and time in the market's zone, the form of each market (issue 19)", () => {
    // Winter: Prague is UTC+1, Bucharest UTC+2.
    expect(formatDisplayDateTime("2026-11-24T18:57:12Z", cz)).toBe("24. 11. 2026 19:57");
    expect(formatDisplayDateTime("2026-11-24T18:57:12Z", ro)).toBe("24.11.2026 20:57");
    expect(formatDisplayDateTime("2026-11-24T17:57:00Z", ro)).toBe("24.11.2026 19:57");
    // Summer: Prague UTC+2, Bucharest UTC+3; CLDR's Czech hour has no leading zero, Romanian has.
    expect(formatDisplayDateTime("2026-07-01T07:05:00Z", cz)).toBe("1. 7. 2026 9:05");
    expect(formatDisplayDateTime("2026-07-01T07:05:00Z", ro)).toBe("01.07.2026 10:05");
    // Past midnight in the zone is the next day, whatever the zone of the machine.
    expect(formatDisplayDateTime(new Date("2026-12-31T23:30:00Z"), cz)).toBe("1. 1. 2027 0:30");
    expect(formatDisplayDateTime("2026-12-31T22:30:00Z", ro)).toBe("01.01.2027 00:30");
    // The hour summer time starts (29 March 2026, 01:00 UTC) and ends (25 October 2026, 01:00 UTC).
    expect(formatDisplayDateTime("2026-03-29T00:59:00Z", cz)).toBe("29. 3. 2026 1:59");
    expect(formatDisplayDateTime("2026-03-29T01:00:00Z", cz)).toBe("29. 3. 2026 3:00");
    expect(formatDisplayDateTime("2026-10-25T00:59:00Z", cz)).toBe("25. 10. 2026 2:59");
    expect(formatDisplayDateTime("2026-10-25T01:00:00Z", cz)).toBe("25. 10. 2026 2:00");
    expect(formatDisplayDateTime("2026-03-29T01:00:00Z", ro)).toBe("29.03.2026 04:00");
    expect(formatDisplayDateTime("2026-10-25T00:59:00Z", ro)).toBe("25.10.2026 03:59");
    expect(formatDisplayDateTime("2026-10-25T01:00:00Z", ro)).toBe("25.10.2026 03:00");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2037-12-31"), noInvalidDate: true }),
        (d) => {
          for (const m of [cz, ro]) {
            const date = d.toLocaleDateString(m.locale, { timeZone: m.timeZone });
            const time = d.toLocaleTimeString(m.locale, { timeStyle: "short", timeZone: m.timeZone });
            expect(formatDisplayDateTime(d.toISOString(), m)).toBe(`${date} ${time}`);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("show a calendar date on its day, an instant on the market's day, and other text as it is", () => {
    expect(formatDisplayDateOrDay("1973-06-30", cz)).toBe("30. 6. 1973");
    expect(formatDisplayDateOrDay("1973-06-30", ro)).toBe("30.06.1973");
    expect(formatDisplayDateOrDay("2026-11-23T23:30:00Z", cz)).toBe("24. 11. 2026");
    expect(formatDisplayDateOrDay("2026-11-23T21:30:00Z", ro)).toBe("23.11.2026");
    expect(formatDisplayDateOrDay("2026-11-23T22:30:00Z", ro)).toBe("24.11.2026");
    expect(formatDisplayDateOrDay("31.12.2031", cz)).toBe("31.12.2031");
  });

  it("name a day's weekday in the page's language with the market's day and month", () => {
    expect(formatDisplayWeekday("2026-11-26", cz, "cs")).toBe("čt 26. 11.");
    expect(formatDisplayWeekday("2026-11-26", cz, "cs", "long")).toBe("čtvrtek 26. 11.");
    expect(formatDisplayWeekday("2026-11-26", ro, "ro")).toBe("joi, 26.11");
    expect(formatDisplayWeekday("2026-11-29", ro, "ro", "long")).toBe("duminică, 29.11");
    expect(formatDisplayWeekday("2026-11-30", cz, "en")).toBe("Mon 30. 11.");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2037-12-31"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const noon = new Date(`${iso}T12:00:00Z`);
          for (const m of [cz, ro])
            for (const style of ["short", "long"] as const)
              expect(formatDisplayWeekday(iso, m, m.language, style)).toBe(
                noon.toLocaleDateString(m.locale, {
                  weekday: style,
                  day: "numeric",
                  month: "numeric",
                  timeZone: "UTC",
                }),
              );
        },
      ),
    );
  });

  it("are the one way the web app and the server show a date: no locale formatting of the browser or of Intl", () => {
    // Issue 19: "24.11.26 20:00" on one screen and "24. 11. 2026 19:57" on another. Intl's and the
    // browser's formats differ per screen, browser and machine (and break hydration).
    const root = join(import.meta.dirname, "..");
    const offenders = ["web", "server"].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .filter((f) => /\.toLocale(Date|Time)?String\(/.test(readFileSync(join(root, dir, f), "utf8")))
        .map((f) => `${dir}/${f}`),
    );
    expect(offenders).toEqual([]);
  });
});
