import { describe, expect, it } from "vitest";
import { getMarket } from "./market.js";
import { formatNumber } from "./numbers.js";

const cz = getMarket("cz");
const ro = getMarket("ro");

describe("formatNumber", () => {
  it("writes a decimal comma in both markets", () => {
    expect(formatNumber(4.5, cz, { maxFractionDigits: 1 })).toBe("4,5");
    expect(formatNumber(4.5, ro, { maxFractionDigits: 1 })).toBe("4,5");
    expect(formatNumber(4, cz, { maxFractionDigits: 1 })).toBe("4");
    expect(formatNumber(49.1893, cz, { minFractionDigits: 4, maxFractionDigits: 4 })).toBe("49,1893");
    expect(formatNumber(16.61, ro, { minFractionDigits: 4, maxFractionDigits: 4 })).toBe("16,6100");
  });

  it("reads the same as Intl.NumberFormat for the market's locale", () => {
    const values = [0, 4.5, 4.25, 4.333, 49.18934, 1234.5, 1_234_567.891, -2.5, 0.05, 999.995, -0.001];
    const digits = [
      { minFractionDigits: 0, maxFractionDigits: 1 },
      { minFractionDigits: 0, maxFractionDigits: 2 },
      { minFractionDigits: 4, maxFractionDigits: 4 },
    ];
    for (const market of [cz, ro])
      for (const value of values)
        for (const d of digits) {
          const intl = new Intl.NumberFormat(market.locale, {
            minimumFractionDigits: d.minFractionDigits,
            maximumFractionDigits: d.maxFractionDigits,
            useGrouping: "always",
            signDisplay: "negative",
          }).format(value);
          expect(formatNumber(value, market, d), `${value} ${market.code}`).toBe(intl.replace("\u2212", "-"));
        }
  });
});
