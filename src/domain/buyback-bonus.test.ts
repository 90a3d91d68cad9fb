import { describe, expect, it } from "vitest";
import { bonusPercent, highestBonusPercent, priceWithBonus } from "./buyback-bonus.js";

const rules = [
  { manufacturer: null, type_device: null, quality: null, percent: 10 },
  { manufacturer: "apple", type_device: "phone", quality: "A+" as const, percent: 15 },
  { manufacturer: "apple", type_device: null, quality: null, percent: 12 },
];

describe("buy-and-sell bonus", () => {
  it.each([
    [{ manufacturer: "apple", type: "phone", quality: "A+" as const }, 15],
    [{ manufacturer: "apple", type: "phone", quality: "B" as const }, 12],
    [{ manufacturer: "apple", type: "watch", quality: null }, 12],
    [{ manufacturer: "google", type: "phone", quality: "A+" as const }, 10],
  ])("the most specific rule wins: %o → %i %", (device, percent) => {
    expect(bonusPercent(rules, device)).toBe(percent);
  });

  it("is 0 without a matching rule, and rounds the bonus price down to whole units", () => {
    expect(bonusPercent([], { manufacturer: "apple", type: "phone", quality: "A" })).toBe(0);
    expect(priceWithBonus(1376000, 15)).toBe(1582400);
    expect(priceWithBonus(99999, 10)).toBe(109900);
  });

  it("promises the highest bonus of any rule, or of the rules that can apply to a type", () => {
    expect(highestBonusPercent(rules)).toBe(15);
    expect(highestBonusPercent(rules, "phone")).toBe(15);
    expect(highestBonusPercent(rules, "watch")).toBe(12);
    expect(highestBonusPercent([])).toBe(0);
  });
});
