import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bonusAmount, bonusPercent, highestBonusPercent } from "./buyback-bonus.js";

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

  it("is 0 without a matching rule", () => {
    expect(bonusPercent([], { manufacturer: "apple", type: "phone", quality: "A" })).toBe(0);
  });

  it.each([
    // 1 050 Kč at 5 % is 52.50 Kč: the page promised 52 Kč (it rounded the price with the bonus)
    // and the cart credited 53 Kč (it rounded the bonus half up); both now give 52 Kč.
    [105_000, 5, 5_200],
    [1_376_000, 15, 206_400],
    [99_999, 10, 9_900],
    [100_000, 0, 0],
    [149, 50, 0],
  ])("rounds the bonus on %i at %i % down to whole currency units: %i", (price, percent, bonus) => {
    expect(bonusAmount(price, percent)).toBe(bonus);
  });

  it("never gives more than the percentage, and less by under one currency unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, percent) => {
          const bonus = bonusAmount(price, percent);
          expect(bonus % 100).toBe(0);
          expect(bonus * 100).toBeLessThanOrEqual(price * percent);
          expect(price * percent - bonus * 100).toBeLessThan(100 * 100);
        },
      ),
    );
  });

  it("promises the highest bonus of any rule, or of the rules that can apply to a type", () => {
    expect(highestBonusPercent(rules)).toBe(15);
    expect(highestBonusPercent(rules, "phone")).toBe(15);
    expect(highestBonusPercent(rules, "watch")).toBe(12);
    expect(highestBonusPercent([])).toBe(0);
  });
});
