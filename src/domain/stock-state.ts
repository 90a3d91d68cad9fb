/**
 * A product's stock state as shoppers read it (issue: in stock, at N stores, expected on date,
 * sold out). The same order is used to sort "available first".
 */
export const STOCK_STATES = ["in_stock", "at_stores", "expected", "sold_out"] as const;
export type StockState = (typeof STOCK_STATES)[number];

export function stockState(p: {
  warehouseStock: number;
  storesInStock: number;
  expectedDate: string | null;
}): StockState {
  if (p.warehouseStock > 0) return "in_stock";
  if (p.storesInStock > 0) return "at_stores";
  if (p.expectedDate) return "expected";
  return "sold_out";
}

export const isAvailable = (s: StockState) => s === "in_stock" || s === "at_stores";

/** Product qualities, best first: new, then the used and refurbished grades (spec §9). */
export const QUALITIES = ["new", "A+", "A", "B", "C", "D"] as const;
export type Quality = (typeof QUALITIES)[number];
