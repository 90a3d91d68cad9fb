import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { heapBytes } from "./heap-bytes.js";
import { SharedJson } from "./shared-json.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** The heap a value really takes: many fresh copies of it kept, divided by their number. */
function measured(make: () => unknown, copies = 300): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: copies }, make);
  gc();
  const bytes = (process.memoryUsage().heapUsed - before - 8 * copies) / copies;
  expect(kept).toHaveLength(copies);
  return bytes;
}

const card = (i: number) => ({
  id: 1000 + i,
  seo_name: `samsung-galaxy-a56-5g-128-gb-cerna-${i}`,
  name: `Samsung Galaxy A56 5G ${i}`,
  long_name: `Samsung Galaxy A56 5G 8/128 GB, černá ${i}`,
  price: 8990 + i,
  common_price: null,
  colors: ["#000000", "#ffffff", `#${String(i).padStart(6, "0")}`],
  categories: ["Mobilní telefony", "Android"],
  rating: 4.5,
  review_count: i,
  in_stock: true,
  image: { src: `/img/p/${i}/main.webp`, alt: `Samsung Galaxy A56, černá, zepředu ${i}`, width: 640 },
});

describe("heapBytes", () => {
  it("is within a third of the heap a page of cards really takes", () => {
    let n = 0;
    const make = () => ({
      page: { total: 12_345, offset: 0 },
      cards: Array.from({ length: 20 }, () => card(n++)),
    });
    const estimate = heapBytes(make());
    const real = measured(make);
    expect(estimate / real).toBeGreaterThan(0.67);
    expect(estimate / real).toBeLessThan(1.5);
  });

  it("counts a shared page answer as parsed, as a page render leaves it", () => {
    let n = 0;
    const text = () => JSON.stringify({ kind: "product", product: card(n), cards: [card(n++), card(n++)] });
    const estimate = heapBytes(new SharedJson(text()));
    const real = measured(() => {
      const shared = new SharedJson(text());
      void shared.value;
      return shared;
    });
    expect(estimate / real).toBeGreaterThan(0.67);
    expect(estimate / real).toBeLessThan(1.5);
  });

  it("ends on a value that refers to itself", () => {
    const loop: Record<string, unknown> = { name: "smyčka" };
    loop.self = loop;
    expect(heapBytes(loop)).toBeGreaterThan(0);
    expect(heapBytes(loop)).toBeLessThan(34 * 200);
  });

  it("stops walking a huge value instead of spending the request on counting it", () => {
    const huge = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    expect(heapBytes(huge, { nodes: 1000 })).toBeLessThan(16 + 8 * 200_000 + 1000 * 40);
  });
});
