import { describe, expect, it } from "vitest";
import { publicHolidayOn, publicHolidays, westernEaster } from "./public-holidays.js";
import { roPublicHolidays } from "./ro-holidays.js";

const dates = (country: "CZ" | "RO", year: number) => publicHolidays(country, year).map((h) => h.date);

describe("public holidays", () => {
  it("computes Western Easter for known years", () => {
    expect([2024, 2025, 2026, 2027, 2028].map(westernEaster)).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
    ]);
  });

  it("lists the Czech holidays of 2026 and 2027 (Good Friday and Easter Monday move)", () => {
    const fixed = (y: number) => [
      `${y}-05-01`,
      `${y}-05-08`,
      `${y}-07-05`,
      `${y}-07-06`,
      `${y}-09-28`,
      `${y}-10-28`,
      `${y}-11-17`,
      `${y}-12-24`,
      `${y}-12-25`,
      `${y}-12-26`,
    ];
    expect(dates("CZ", 2026)).toEqual(["2026-01-01", "2026-04-03", "2026-04-06", ...fixed(2026)]);
    expect(dates("CZ", 2027)).toEqual(["2027-01-01", "2027-03-26", "2027-03-29", ...fixed(2027)]);
    expect(publicHolidayOn("CZ", "2026-04-03")?.key).toBe("goodFriday");
    expect(publicHolidayOn("CZ", "2026-09-28")?.key).toBe("statehood");
    expect(publicHolidayOn("CZ", "2026-04-13")).toBeNull(); // the Orthodox Easter Monday is Romania's
  });

  it("has no Good Friday in Czechia before 2016", () => {
    expect(dates("CZ", 2015)).not.toContain("2015-04-03");
    expect(dates("CZ", 2016)).toContain("2016-03-25");
  });

  it("lists the Romanian holidays of 2026 and 2027 with the Orthodox Easter and Pentecost", () => {
    // Orthodox Easter: 12 April 2026, 2 May 2027. In 2026 Pentecost Monday is 1 June, Children's Day.
    expect(dates("RO", 2026)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-06",
      "2026-01-07",
      "2026-01-24",
      "2026-04-10",
      "2026-04-12",
      "2026-04-13",
      "2026-05-01",
      "2026-05-31",
      "2026-06-01",
      "2026-08-15",
      "2026-11-30",
      "2026-12-01",
      "2026-12-25",
      "2026-12-26",
    ]);
    expect(dates("RO", 2027)).toEqual([
      "2027-01-01",
      "2027-01-02",
      "2027-01-06",
      "2027-01-07",
      "2027-01-24",
      "2027-04-30",
      "2027-05-01",
      "2027-05-02",
      "2027-05-03",
      "2027-06-01",
      "2027-06-20",
      "2027-06-21",
      "2027-08-15",
      "2027-11-30",
      "2027-12-01",
      "2027-12-25",
      "2027-12-26",
    ]);
    expect(publicHolidayOn("RO", "2027-04-30")?.key).toBe("orthodoxGoodFriday");
    expect(publicHolidayOn("RO", "2026-06-01")?.key).toBe("childrensDay");
  });

  it("agrees with the e-Factura working-day calendar day for day", () => {
    for (let y = 2020; y <= 2035; y++) expect(new Set(dates("RO", y))).toEqual(roPublicHolidays(y));
  });
});
