import { describe, expect, it } from "vitest";
import { priceBelowValid, suggestedPriceBelow, watchMet } from "./product-watch.js";

const product = (over: Partial<Parameters<typeof watchMet>[1]> = {}) => ({
  price: 1_299_000,
  isActive: true,
  warehouseStock: 0,
  storeStock: new Map<number, number>(),
  ...over,
});

describe("watchMet", () => {
  it("fires a price watch only strictly below the amount", () => {
    const w = { kind: "price" as const, priceBelow: 1_200_000, storeId: null };
    expect(watchMet(w, product())).toBe(false);
    expect(watchMet(w, product({ price: 1_200_000 }))).toBe(false);
    expect(watchMet(w, product({ price: 1_199_000 }))).toBe(true);
    expect(watchMet(w, product({ price: 1_199_000, isActive: false }))).toBe(false);
  });
  it("fires an online stock watch on warehouse stock, a store's only on that store's", () => {
    const online = { kind: "stock" as const, priceBelow: null, storeId: null };
    const brno = { kind: "stock" as const, priceBelow: null, storeId: 2 };
    expect(watchMet(online, product({ storeStock: new Map([[2, 1]]) }))).toBe(false);
    expect(watchMet(online, product({ warehouseStock: 1 }))).toBe(true);
    expect(watchMet(brno, product({ warehouseStock: 3, storeStock: new Map([[1, 2]]) }))).toBe(false);
    expect(watchMet(brno, product({ storeStock: new Map([[2, 1]]) }))).toBe(true);
  });
});

describe("suggestedPriceBelow", () => {
  it("offers about 5 % below in a tidy step, always below the price", () => {
    expect(suggestedPriceBelow(1_299_000)).toBe(12_300);
    expect(suggestedPriceBelow(49_900)).toBe(470);
    expect(suggestedPriceBelow(9_900)).toBe(94);
    expect(suggestedPriceBelow(300)).toBe(2);
    expect(suggestedPriceBelow(100)).toBeNull();
    for (const p of [250, 1_001, 99_999, 100_000, 100_050, 2_599_000])
      expect(priceBelowValid(suggestedPriceBelow(p)!, p)).toBe(true);
  });
  it("accepts only a positive whole amount below the price", () => {
    expect(priceBelowValid(12_989, 1_299_000)).toBe(true);
    expect(priceBelowValid(12_990, 1_299_000)).toBe(false);
    expect(priceBelowValid(0, 1_299_000)).toBe(false);
    expect(priceBelowValid(1.5, 1_299_000)).toBe(false);
  });
});
