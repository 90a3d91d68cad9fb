import { describe, expect, it } from "vitest";
import { underWarranty, warrantyEndDate } from "./warranty.js";

describe("warranty end date", () => {
  it.each([
    ["2026-03-10", 0, "2028-03-10"],
    ["2026-03-10", 12, "2029-03-10"],
    ["2026-03-10", 36, "2031-03-10"],
    ["2026-11-30", 3, "2029-02-28"],
    ["2026-02-28", 0, "2028-02-28"],
    ["2027-08-31", 6, "2030-02-28"],
    ["2026-12-31", 0, "2028-12-31"],
  ])("%s + 24 + %i months ends on %s", (from, ext, until) => {
    expect(warrantyEndDate(from, ext)).toBe(until);
  });

  it("runs through its last day", () => {
    expect(underWarranty("2028-03-10", "2028-03-10")).toBe(true);
    expect(underWarranty("2028-03-10", "2028-03-11")).toBe(false);
  });
});
