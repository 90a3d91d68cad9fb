import type { Market } from "./market.js";

/**
 * A number as shoppers of the market read it: `4.5` → `4,5`, `49.18934` with four digits →
 * `49,1893`, thousands grouped as in prices. Written out for the same reason as `formatPrice`
 * (no ICU data to load while a page hydrates); a test keeps it equal to `Intl.NumberFormat`.
 * Addresses and data for machines (map links, JSON-LD) keep the dot.
 */
export function formatNumber(
  value: number,
  market: Market,
  {
    minFractionDigits = 0,
    maxFractionDigits = 2,
  }: { minFractionDigits?: number; maxFractionDigits?: number } = {},
): string {
  const [whole = "0", fraction = ""] = Math.abs(value).toFixed(maxFractionDigits).split(".");
  let digits = fraction;
  while (digits.length > minFractionDigits && digits.endsWith("0")) digits = digits.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, market.thousandsSeparator);
  const negative = value < 0 && /[1-9]/.test(whole + digits);
  return `${negative ? "-" : ""}${grouped}${digits ? market.decimalSeparator + digits : ""}`;
}
