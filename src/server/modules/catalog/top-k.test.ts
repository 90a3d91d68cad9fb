import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topKByKey } from "./top-k.js";

describe("topKByKey", () => {
  it("gives the same first k as a full sort, for any keys, ties and k", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 20 }), rest: fc.integer({ min: 0, max: 3 }) }), {
          maxLength: 300,
        }),
        fc.nat(320),
        (items, k) => {
          // The key holds the leading field only (as a packed key may merge values); the tie decides
          // the rest, then position, as the list breaks ties by model.
          const keys = Float64Array.from(items, (x) => x.key);
          const tie = (a: number, b: number) => items[a].rest - items[b].rest || a - b;
          const expected = items
            .map((_, i) => i)
            .sort((a, b) => items[a].key - items[b].key || tie(a, b))
            .slice(0, k);
          expect([...topKByKey(keys, k, tie)]).toEqual(expected);
        },
      ),
    );
  });
});
