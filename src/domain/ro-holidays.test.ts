import { describe, expect, it } from "vitest";
import {
  addRoWorkingDays,
  efacturaDeadline,
  isRoWorkingDay,
  orthodoxEaster,
  roPublicHolidays,
} from "./ro-holidays.js";

describe("Romanian public holidays", () => {
  it.each([
    // Orthodox Easter as published by the Romanian Patriarchate.
    [2024, "2024-05-05"],
    [2025, "2025-04-20"],
    [2026, "2026-04-12"],
    [2027, "2027-05-02"],
  ])("Orthodox Easter %i is %s", (year, date) => {
    expect(orthodoxEaster(year)).toBe(date);
  });

  it.each([
    [2025, ["2025-04-18", "2025-04-20", "2025-04-21", "2025-06-08", "2025-06-09"]],
    [2026, ["2026-04-10", "2026-04-12", "2026-04-13", "2026-05-31", "2026-06-01"]],
    [2027, ["2027-04-30", "2027-05-02", "2027-05-03", "2027-06-20", "2027-06-21"]],
  ])("%i: Good Friday, Easter, Easter Monday, Pentecost and its Monday", (year, days) => {
    const h = roPublicHolidays(year);
    for (const d of days) expect(h.has(d), d).toBe(true);
  });

  it("has the fixed days, including 6 and 7 January since 2024", () => {
    const h = roPublicHolidays(2026);
    for (const d of [
      "01-01",
      "01-02",
      "01-06",
      "01-07",
      "01-24",
      "05-01",
      "06-01",
      "08-15",
      "11-30",
      "12-01",
      "12-25",
      "12-26",
    ])
      expect(h.has(`2026-${d}`), d).toBe(true);
    expect(h.size).toBe(16); // Pentecost Monday 2026 falls on Children's Day, 1 June
    expect(roPublicHolidays(2023).has("2023-01-06")).toBe(false);
  });

  it("counts working days past weekends and holidays", () => {
    expect(isRoWorkingDay("2026-11-25")).toBe(true);
    expect(isRoWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isRoWorkingDay("2026-12-01")).toBe(false);
    // Issued Wednesday 25 Nov 2026: 26, 27 Nov, (28, 29 weekend, 30 Nov and 1 Dec holidays) 2, 3, 4 Dec.
    expect(efacturaDeadline("2026-11-25")).toBe("2026-12-04");
    // Issued Thursday before Orthodox Easter 2025: Good Friday, the weekend and Easter Monday are off.
    expect(efacturaDeadline("2025-04-17")).toBe("2025-04-28");
    // Around Pentecost 2027 (20–21 June).
    expect(efacturaDeadline("2027-06-17")).toBe("2027-06-25");
    expect(addRoWorkingDays("2026-12-23", 5)).toBe("2026-12-31"); // 24, 28, 29, 30, 31 Dec
    expect(addRoWorkingDays("2026-12-30", 5)).toBe("2027-01-11"); // 31 Dec, 4, 5, (6, 7 off) 8, 11 Jan
  });
});
