import type { Minor } from "./money.js";

/**
 * VAT on a tax document whose prices include VAT (consumer prices do).
 *
 * Czech VAT Act § 37(2) "výpočet shora": the tax is the VAT-inclusive amount × rate / (100 + rate)
 * and the base is the amount less the tax. We compute it once per rate over the document's sum for
 * that rate (as § 37 allows; per-line rounding would drift by a minor unit per line), rounded half
 * up to the minor unit (haléř, ban); rounding the tax further to whole crowns is optional and not
 * used. Romanian invoices are computed the same way, to the ban.
 * Line VATs are then allocated so that they add up exactly to their rate's VAT, so every column of
 * the document adds up: Σ line totals = document total, Σ line bases = Σ rate bases, etc.
 */

/** Tax in a VAT-inclusive amount, rounded half away from zero to the minor unit; integers only. */
export function vatFromGross(gross: Minor, ratePct: number): Minor {
  if (ratePct === 0 || gross === 0) return 0;
  const d = 100 + ratePct;
  const abs = Math.abs(gross);
  const v = Math.floor((2 * abs * ratePct + d) / (2 * d));
  return gross < 0 && v !== 0 ? -v : v;
}

export interface VatInput {
  total: Minor;
  vatRate: number;
}

export interface VatSplit {
  base: Minor;
  vat: Minor;
}

export interface VatRecap {
  rate: number;
  base: Minor;
  vat: Minor;
  total: Minor;
}

export interface VatResult {
  /** Per input line, in input order. */
  lines: VatSplit[];
  /** Per rate, highest rate first. */
  recap: VatRecap[];
  base: Minor;
  vat: Minor;
  total: Minor;
}

export function computeVat(lines: readonly VatInput[]): VatResult {
  const byRate = new Map<number, number[]>();
  lines.forEach((l, i) => {
    const list = byRate.get(l.vatRate) ?? [];
    list.push(i);
    byRate.set(l.vatRate, list);
  });
  const split: VatSplit[] = lines.map(() => ({ base: 0, vat: 0 }));
  const recap: VatRecap[] = [];
  for (const [rate, idx] of [...byRate].sort((a, b) => b[0] - a[0])) {
    const total = idx.reduce((s, i) => s + lines[i].total, 0);
    const vat = vatFromGross(total, rate);
    const lineVat = new Map(idx.map((i) => [i, vatFromGross(lines[i].total, rate)]));
    let diff = vat - [...lineVat.values()].reduce((s, v) => s + v, 0);
    // Hand the rounding difference out a minor unit at a time, largest amounts first.
    const order = idx
      .filter((i) => lines[i].total !== 0 && rate !== 0)
      .sort((a, b) => Math.abs(lines[b].total) - Math.abs(lines[a].total) || a - b);
    for (let k = 0; diff !== 0 && order.length; k = (k + 1) % order.length) {
      const i = order[k];
      const step = diff > 0 ? 1 : -1;
      lineVat.set(i, lineVat.get(i)! + step);
      diff -= step;
    }
    for (const i of idx) {
      const v = lineVat.get(i)!;
      split[i] = { vat: v, base: lines[i].total - v };
    }
    recap.push({ rate, base: total - vat, vat, total });
  }
  const sum = (f: (r: VatRecap) => number) => recap.reduce((s, r) => s + f(r), 0);
  return {
    lines: split,
    recap,
    base: sum((r) => r.base),
    vat: sum((r) => r.vat),
    total: sum((r) => r.total),
  };
}

/** A share of a line for a partial credit: the rest exactly when the rest of the quantity goes. */
export function shareOf(
  lineTotal: Minor,
  quantity: number,
  part: number,
  remainingTotal: Minor,
  remainingQty: number,
) {
  if (part >= remainingQty) return remainingTotal;
  return Math.round((lineTotal * part) / quantity);
}
