import { describe, expect, it } from "vitest";
import { packageErrors } from "./package-rules.js";

const products = new Map([
  [1, { id: 1, price: 2_000_000, isActive: true }],
  [2, { id: 2, price: 50_000, isActive: true }],
  [3, { id: 3, price: 30_000, isActive: false }],
]);
const fmt = (m: number) => `${m / 100} Kč`;

describe("package rules", () => {
  it("pass a package of two selling parts priced below their sum", () => {
    expect(
      packageErrors(
        {
          price: 2_000_000,
          parts: [
            { product_id: 1, quantity: 1 },
            { product_id: 2, quantity: 1 },
          ],
        },
        products,
        fmt,
      ),
    ).toBeNull();
  });

  it("want at least two different parts", () => {
    expect(packageErrors({ price: 100, parts: [{ product_id: 1, quantity: 1 }] }, products, fmt)).toEqual({
      parts: ["action-packages:atLeastTwoParts"],
    });
    expect(
      packageErrors(
        {
          price: 100,
          parts: [
            { product_id: 1, quantity: 1 },
            { product_id: 1, quantity: 1 },
          ],
        },
        products,
        fmt,
      ),
    ).toEqual({ parts: { 1: { product_id: ["action-packages:duplicatePart"] } } });
  });

  it("refuse a part that does not exist or does not sell here, on its own field", () => {
    expect(
      packageErrors(
        {
          price: 100,
          parts: [
            { product_id: 1, quantity: 1 },
            { product_id: 3, quantity: 1 },
            { product_id: 99, quantity: 1 },
          ],
        },
        products,
        fmt,
      ),
    ).toEqual({
      parts: {
        1: { product_id: ["action-packages:partNotSellable"] },
        2: { product_id: ["action-packages:partNotSellable"] },
      },
    });
  });

  it("want the price below the parts' sum, naming the sum", () => {
    const parts = [
      { product_id: 1, quantity: 1 },
      { product_id: 2, quantity: 2 },
    ];
    expect(packageErrors({ price: 2_100_000, parts }, products, fmt)).toEqual({
      price: [`action-packages:priceNotBelowParts?sum=${encodeURIComponent("21000 Kč")}`],
    });
    expect(packageErrors({ price: 2_099_999, parts }, products, fmt)).toBeNull();
  });

  it("want one part of a single piece (it takes the split's rounding)", () => {
    expect(
      packageErrors(
        {
          price: 100,
          parts: [
            { product_id: 1, quantity: 2 },
            { product_id: 2, quantity: 2 },
          ],
        },
        products,
        fmt,
      ),
    ).toEqual({ parts: ["action-packages:needsSinglePiece"] });
  });
});
