import type { Market } from "./market.js";

/** Money is an integer of minor units (haléř, ban); prices are shown with zero decimals (spec §9). */
export type Minor = number;

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
      useGrouping: "always",
    });
    formatters.set(locale, f);
  }
  return f;
}

/** `1299000` → `12 990 Kč` (no-break spaces) or `12.990 lei`. Rounds half up to whole units. */
export function formatPrice(minor: Minor, market: Market): string {
  const units = Math.round(minor / 100);
  return `${numberFormat(market.locale).format(units)}\u00a0${market.currencySymbol}`;
}

export function toMinor(units: number): Minor {
  return Math.round(units * 100);
}
