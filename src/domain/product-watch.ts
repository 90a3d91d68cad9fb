import type { MarketCode } from "./market.js";

/**
 * Price and stock watches (issue 16): a shopper asks to be told once when a variant's price drops
 * below an amount, or when it is back in stock online or in one store.
 */
export type WatchKind = "price" | "stock";

export interface WatchCondition {
  kind: WatchKind;
  /** Minor units; a price watch fires when the price is strictly below it. */
  priceBelow: number | null;
  /** A stock watch: the store it waits for, or null for the online (warehouse) stock. */
  storeId: number | null;
}

export interface WatchedProduct {
  price: number;
  isActive: boolean;
  warehouseStock: number;
  /** Pieces per store that holds the variant. */
  storeStock: ReadonlyMap<number, number>;
}

/** Whether the watch's condition holds now (a withdrawn variant fires nothing). */
export function watchMet(w: WatchCondition, p: WatchedProduct): boolean {
  if (!p.isActive) return false;
  if (w.kind === "price") return w.priceBelow !== null && p.price < w.priceBelow;
  if (w.storeId === null) return p.warehouseStock > 0;
  return (p.storeStock.get(w.storeId) ?? 0) > 0;
}

/**
 * The amount the form offers (whole units): about 5 % below the price, rounded down to a tidy step
 * (10 under 1 000, else 100), always at least 1 and below the price; null when nothing is below.
 */
export function suggestedPriceBelow(priceMinor: number): number | null {
  const whole = Math.floor(priceMinor / 100);
  if (whole <= 1) return null;
  const target = whole * 0.95;
  const step = whole >= 1000 ? 100 : whole >= 100 ? 10 : 1;
  const rounded = Math.floor(target / step) * step;
  const below = rounded >= 1 && rounded * 100 < priceMinor ? rounded : whole - 1;
  return below >= 1 ? below : null;
}

/** Whether a threshold (whole units) may be asked for: positive and below the current price. */
export const priceBelowValid = (priceBelowWhole: number, priceMinor: number) =>
  Number.isInteger(priceBelowWhole) && priceBelowWhole > 0 && priceBelowWhole * 100 < priceMinor;

/** Addresses of the pages the watch e-mails link to, per market (confirm a guest's watch, cancel). */
export const WATCH_SLUGS: Record<MarketCode, { confirm: string; cancel: string }> = {
  cz: { confirm: "hlidani/potvrdit", cancel: "hlidani/zrusit" },
  ro: { confirm: "alerte/confirmare", cancel: "alerte/anulare" },
};
