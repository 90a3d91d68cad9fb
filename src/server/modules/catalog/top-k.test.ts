import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topK } from "./top-k.js";

describe("topK", () => {
  it("gives the same first k as a full sort, for any values, ties and k", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }), fc.nat(320), (values, k) => {
        // Ties broken by position, as the list breaks them by model id.
        const compare = (a: number, b: number) => values[a] - values[b] || a - b;
        const expected = values
          .map((_, i) => i)
          .sort(compare)
          .slice(0, k);
        expect(topK(values.length, k, compare)).toEqual(expected);
      }),
    );
  });
});
