import { describe, expect, it } from "vitest";
import { evictMatches, type Matches, matchesBytes } from "./catalog-index-scan.js";

const matches = (candidates: number, sortedOrders = 0): Matches => ({
  candidates: new Int32Array(candidates),
  bestOf: new Int32Array(candidates),
  counts: [],
  price: null,
  sorted: Object.fromEntries(
    ["price_asc", "newest", "name"].slice(0, sortedOrders).map((s) => [s, new Int32Array(candidates)]),
  ),
});

describe("the matches an index keeps", () => {
  it("counts their typed arrays, sorted orders included", () => {
    expect(matchesBytes(matches(1000, 2)) - matchesBytes(matches(1000))).toBe(8000);
    expect(matchesBytes(matches(2000)) - matchesBytes(matches(1000))).toBe(8000);
  });

  it("drops the least recently used until both the count and the byte bounds hold", () => {
    const kept = new Map<string, Matches>();
    for (const k of ["a", "b", "c", "d"]) kept.set(k, matches(10));
    evictMatches(kept, 3, 1e9);
    expect([...kept.keys()]).toEqual(["b", "c", "d"]);

    const one = matchesBytes(matches(1000));
    kept.clear();
    for (const k of ["a", "b", "c"]) kept.set(k, matches(1000));
    evictMatches(kept, 10, 2 * one);
    expect([...kept.keys()]).toEqual(["b", "c"]);
  });

  it("keeps the newest even when it alone is over the byte bound", () => {
    const kept = new Map([
      ["small", matches(10)],
      ["whole catalogue", matches(100_000, 3)],
    ]);
    evictMatches(kept, 10, 1000);
    expect([...kept.keys()]).toEqual(["whole catalogue"]);
  });
});
