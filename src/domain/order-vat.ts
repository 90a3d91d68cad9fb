import type { Minor } from "./money.js";
import { vatOf } from "./vat.js";

/** A priced line as the order's VAT sum reads it. */
export interface VatLine {
  kind: string;
  finalPrice: Minor;
  vatRate: number;
}

/**
 * An order's VAT per rate, as the checkout's summary and submit store it: the goods lines by
 * their rates, delivery and payment fee (`extra`) at the main goods rate. The orders module
 * re-prices an order staff change with the same rule. (Tax documents recompute VAT their own
 * way, domain/invoice-vat.ts.)
 */
export function orderVat(lines: readonly VatLine[], extra: Minor) {
  const byRate = new Map<number, number>();
  for (const l of lines)
    if (l.finalPrice > 0) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.finalPrice);
  const main = Math.max(0, ...lines.filter((l) => l.kind === "product").map((l) => l.vatRate));
  if (extra > 0) byRate.set(main, (byRate.get(main) ?? 0) + extra);
  const vat = [...byRate]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, gross]) => ({ rate, base: gross - vatOf(gross, rate), vat: vatOf(gross, rate) }));
  return { vat, vatTotal: vat.reduce((s, v) => s + v.vat, 0) };
}
