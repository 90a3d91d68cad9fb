const MAX_DEPTH = 32;

/** A value that knows better what it holds (shared-json.ts: its parsed value, made later) says so. */
export const HEAP_BYTES = Symbol("heapBytes");

/**
 * Roughly what a cached value holds in V8's heap, for caches bounded by bytes (catalog-cache.ts),
 * counted as V8 lays values out on 64-bit Node: a string one byte a character, or two when it holds
 * a character outside Latin-1 (most Czech and Romanian names: "č", "ș"), plus its header; an object
 * or array its header and a slot per member; small integers, booleans and null nothing beyond their
 * slot. Within a third of the heap's own figure for pages of cards and parsed pages
 * (heap-bytes.test.ts); the point is the order of magnitude, which a flat guess per object missed
 * by up to 3×.
 */
export function heapBytes(value: unknown, budget = { nodes: 50_000 }, depth = 0): number {
  if (typeof value === "string") return stringBytes(value);
  if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 2 ** 30 ? 0 : 12;
  if (value === null || typeof value !== "object") return 0;
  if (HEAP_BYTES in value) return (value as { [HEAP_BYTES]: () => number })[HEAP_BYTES]();
  // A very large value is counted in part; the rest at the average so far would be a guess anyway.
  // Deeper than any answer nests (and a value that refers to itself) is not walked further.
  if (--budget.nodes < 0 || depth > MAX_DEPTH) return 0;
  if (Array.isArray(value)) {
    let bytes = 16 + 8 * value.length;
    for (const member of value) bytes += heapBytes(member, budget, depth + 1);
    return bytes;
  }
  let bytes = 24;
  for (const member of Object.values(value)) bytes += 8 + heapBytes(member, budget, depth + 1);
  return bytes;
}

const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** A string's header and characters, one or two bytes each as V8 stores it. */
export function stringBytes(text: string): number {
  return 16 + text.length * (BEYOND_LATIN1.test(text) ? 2 : 1);
}
