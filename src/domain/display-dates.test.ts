import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDisplayDate, formatDisplayDay, zonedIsoDate } from "./display-dates.js";
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
});
