import { describe, expect, it } from "vitest";
import { getMarket, localeTag, productTypeLabel } from "./market.js";
import { formatExactPrice, formatPrice } from "./money.js";

const cz = getMarket("cz");
const ro = getMarket("ro");

describe("markets", () => {
  it("names the Intl locale of each page language, the market's own for its language", () => {
    expect(localeTag("cs")).toBe("cs-CZ");
    expect(localeTag("ro")).toBe("ro-RO");
    expect(localeTag("en")).toBe("en-GB");
    for (const market of [cz, ro]) expect(localeTag(market.language)).toBe(market.locale);
  });

  it("formats prices with zero decimals: CZK with no-break spaces, lei with dots", () => {
    expect(formatPrice(1_299_000, cz)).toBe("12\u00a0990\u00a0Kč");
    expect(formatPrice(129_950, cz)).toBe("1\u00a0300\u00a0Kč");
    expect(formatPrice(99_900, ro)).toBe("999\u00a0lei");
    expect(formatPrice(129_900, ro)).toBe("1.299\u00a0lei");
    // The same grouping as CLDR's, for any amount (the formatter does not load ICU data).
    for (const minor of [0, 5_000, 99_949, 100_000, 123_456_789_00, -1_299_000, 7, 1_000_000_000_00]) {
      for (const market of [cz, ro]) {
        const units = Math.round(minor / 100);
        const cldr = new Intl.NumberFormat(market.locale, {
          maximumFractionDigits: 0,
          useGrouping: "always",
        }).format(units);
        expect(formatPrice(minor, market)).toBe(`${cldr}\u00a0${market.currencySymbol}`);
      }
    }
  });

  it("formats a document's amount with its minor units only when it has any", () => {
    expect(formatExactPrice(33_333, cz)).toBe("333,33\u00a0Kč");
    expect(formatExactPrice(-1_299_000, cz)).toBe("-12\u00a0990\u00a0Kč");
    expect(formatExactPrice(129_950, ro)).toBe("1.299,50\u00a0lei");
  });

  it("relabels the legacy 'prislusenství' type as smartwatches and uses the market's word for phones", () => {
    expect(productTypeLabel(cz, "watch", "prislusenství")).toBe("Chytré hodinky");
    expect(productTypeLabel(cz, "phone", "Mobilní telefony")).toBe("Mobilní telefony");
    expect(productTypeLabel(ro, "phone", "Mobilní telefony")).toBe("Telefoane");
    expect(productTypeLabel(cz, "accessory", "Příslušenství")).toBe("Příslušenství");
  });

  it("has a default country and language per market", () => {
    expect([cz.defaultCountry, cz.language, cz.currencySymbol]).toEqual(["CZ", "cs", "Kč"]);
    expect([ro.defaultCountry, ro.language, ro.currencySymbol, ro.fallbackLanguages]).toEqual([
      "RO",
      "ro",
      "lei",
      ["cs"],
    ]);
  });
});
