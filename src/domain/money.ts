import type { Market } from "./market.js";

/** Money is an integer of minor units (haléř, ban); prices are shown with zero decimals (spec §9). */
export type Minor = number;

/**
 * `1299000` → `12 990 Kč` (no-break spaces) or `12.990 lei`. Rounds half up to whole units.
 * Written out rather than with `Intl.NumberFormat`: the first format of a locale loads its ICU data,
 * a long task on a phone while a product page (dozens of prices) hydrates; a test keeps the two equal.
 */
export function formatPrice(minor: Minor, market: Market): string {
  const units = Math.round(minor / 100);
  const digits = String(Math.abs(units)).replace(/\B(?=(\d{3})+(?!\d))/g, market.thousandsSeparator);
  return `${units < 0 ? "-" : ""}${digits}\u00a0${market.currencySymbol}`;
}

/**
 * A price with its minor units when it has any: documents and their registers, where a partial
 * credit note can be `333,33 Kč` and rounding would make rows not add up to their totals.
 */
export function formatExactPrice(minor: Minor, market: Pick<Market, "locale" | "currencySymbol">): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  const n = new Intl.NumberFormat(market.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${n.format(minor / 100)}\u00a0${market.currencySymbol}`;
}

export function toMinor(units: number): Minor {
  return Math.round(units * 100);
}
