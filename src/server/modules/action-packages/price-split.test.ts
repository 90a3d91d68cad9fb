import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitPackagePrice } from "./price-split.js";

const sum = (shares: number[], parts: { quantity: number }[]) =>
  shares.reduce((s, u, i) => s + u * parts[i]!.quantity, 0);

describe("the package price split (decision 021)", () => {
  it("shares in proportion to list prices, in whole crowns, the rest on the first single piece", () => {
    // phone 20 000 Kč, case 500 Kč, glass 2 × 300 Kč = 21 100 Kč; package 19 990 Kč
    const parts = [
      { listPrice: 2_000_000, quantity: 1 },
      { listPrice: 50_000, quantity: 1 },
      { listPrice: 30_000, quantity: 2 },
    ];
    const shares = splitPackagePrice(1_999_000, parts);
    // 18 947 + 473 + 2 × 284 = 19 988 Kč: the 2 Kč left go to the phone
    expect(shares).toEqual([1_894_900, 47_300, 28_400]);
    expect(shares.every((s) => s % 100 === 0)).toBe(true);
    expect(sum(shares, parts)).toBe(1_999_000);
  });

  it("puts the remainder on the first part of one piece, never on one of several pieces", () => {
    const parts = [
      { listPrice: 33_333, quantity: 3 },
      { listPrice: 10_001, quantity: 1 },
    ];
    const shares = splitPackagePrice(100_001, parts);
    expect(sum(shares, parts)).toBe(100_001);
    expect(shares[0]).toBe(Math.floor((100_001 * 33_333) / (33_333 * 3 + 10_001)));
  });

  it("refuses a package with no single piece to take the rounding", () => {
    expect(() => splitPackagePrice(1000, [{ listPrice: 700, quantity: 2 }])).toThrow();
  });

  it("always sums exactly to the package price, no share negative (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            listPrice: fc.integer({ min: 1, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.integer({ min: 1, max: 100_000_000 }),
        (rest, price) => {
          const parts = [{ listPrice: rest[0]!.listPrice, quantity: 1 }, ...rest.slice(1)];
          const weight = parts.reduce((s, p) => s + p.listPrice * p.quantity, 0);
          fc.pre(price < weight);
          const shares = splitPackagePrice(price, parts);
          expect(sum(shares, parts)).toBe(price);
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        },
      ),
    );
  });
});
