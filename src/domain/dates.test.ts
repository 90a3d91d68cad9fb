import { describe, expect, it } from "vitest";
import { datePickerYearRange, formatLocalDate, localeDateOrder, monthGrid, parseLocalDate } from "./dates.js";

const today = new Date(2026, 0, 15);

describe("parseLocalDate", () => {
  it.each([
    ["31.12.2024", "2024-12-31"],
    ["01.02.2024", "2024-02-01"],
    ["1.2.2024", "2024-02-01"],
    ["1. 2. 2024", "2024-02-01"],
    [" 1/2/2024 ", "2024-02-01"],
    ["1-2-2024", "2024-02-01"],
    ["29.02.2024", "2024-02-29"],
    ["1.2.24", "2024-02-01"],
    ["1.2.90", "1990-02-01"],
    // Whole-date distance, not year distance: 2076-01-15 is 18262 days ahead (12 leap days),
    // 1976-01-15 is 18263 days back (13 leap days); one day later the balance flips.
    ["15.1.76", "2076-01-15"],
    ["16.1.76", "1976-01-16"],
    ["1.1.00", "2000-01-01"],
  ])("%j → %j", (input, expected) => {
    expect(parseLocalDate(input, { order: "DMY", today })).toBe(expected);
  });

  it.each([
    ["32.01.2024"],
    ["00.01.2024"],
    ["01.13.2024"],
    ["01.00.2024"],
    ["31.04.2024"],
    ["29.02.2023"],
    ["29.02.25"], // 2025 is no leap year, nor are 1925 and 2125
    ["1.2.202"],
    ["1.2.2"],
    ["123.1.2024"],
    ["01.01.0000"],
    ["2024-02-01"], // DMY order: 2024 is no day
    ["1.2"],
    ["a.b.cccc"],
    [""],
  ])("%j → null", (input) => {
    expect(parseLocalDate(input, { order: "DMY", today })).toBeNull();
  });

  it("defaults to DMY", () => {
    expect(parseLocalDate("3.4.2024")).toBe("2024-04-03");
  });

  it.each([
    ["MDY", "12/31/2024", "2024-12-31"],
    ["MDY", "31/12/2024", null],
    ["YMD", "2024-12-31", "2024-12-31"],
  ] as const)("%s %j → %j", (order, input, expected) => {
    expect(parseLocalDate(input, { order, today })).toBe(expected);
  });
});

describe("localeDateOrder / formatLocalDate", () => {
  it.each([
    ["cs-CZ", "DMY"],
    ["ro-RO", "DMY"],
    ["en-US", "MDY"],
    ["en-GB", "DMY"],
  ])("%s → %s", (locale, order) => {
    expect(localeDateOrder(locale)).toBe(order);
  });

  it.each([
    ["2024-03-05", "cs-CZ", "05.03.2024"],
    ["2024-03-05", "ro-RO", "05.03.2024"],
    ["2024-03-05", "en-US", "03/05/2024"],
    ["2024-03-05", "en-GB", "05/03/2024"],
    ["2024-02-30", "cs-CZ", ""],
    ["5.3.2024", "cs-CZ", ""],
  ])("%j in %s → %j", (iso, locale, expected) => {
    expect(formatLocalDate(iso, locale)).toBe(expected);
  });

  it.each(["cs-CZ", "ro-RO", "en-US"])("round-trips through parseLocalDate in %s", (locale) => {
    const text = formatLocalDate("1999-11-07", locale);
    expect(parseLocalDate(text, { order: localeDateOrder(locale), today })).toBe("1999-11-07");
  });
});

describe("datePickerYearRange", () => {
  it("spans 100 years back and 52 ahead", () => {
    expect(datePickerYearRange(today)).toEqual([1926, 2078]);
  });
});

describe("monthGrid", () => {
  it.each([
    // [year, month, first cell, first in-month index, last cell]
    [2024, 2, "2024-01-29", 3, "2024-03-10"], // Feb 2024 starts on Thursday, leap year
    [2024, 4, "2024-04-01", 0, "2024-05-12"], // April 2024 starts on Monday
    [2024, 9, "2024-08-26", 6, "2024-10-06"], // Sept 2024 starts on Sunday
    [2025, 12, "2025-12-01", 0, "2026-01-11"], // crosses the year
    [2026, 1, "2025-12-29", 3, "2026-02-08"],
  ])("%d-%d", (year, month, first, firstIndex, last) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(42);
    expect(grid[0].date).toBe(first);
    expect(grid[41].date).toBe(last);
    expect(grid.findIndex((c) => c.inMonth)).toBe(firstIndex);
    const inMonth = grid.filter((c) => c.inMonth);
    expect(inMonth.map((c) => c.day)).toEqual(Array.from({ length: inMonth.length }, (_, i) => i + 1));
    expect(inMonth).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
  });

  it("every first cell is a Monday and cells are consecutive days", () => {
    const grid = monthGrid(2024, 2);
    expect(new Date(`${grid[0].date}T00:00:00Z`).getUTCDay()).toBe(1);
    for (let i = 1; i < grid.length; i++) {
      const diff = Date.parse(`${grid[i].date}T00:00:00Z`) - Date.parse(`${grid[i - 1].date}T00:00:00Z`);
      expect(diff).toBe(86_400_000);
    }
  });
});
