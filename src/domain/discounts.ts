import type { Minor } from "./money.js";

/** Spec §3 Discount, as the pricing needs it. `value`: whole percent, or minor units. */
export interface DiscountRule {
  id: number;
  name: string;
  code: string | null;
  type: "percentage" | "absolute" | "fixed";
  value: number;
  perPiece: boolean;
  minPieces: number;
  minSets: number;
  /** Variant ids it applies to; empty = every product line. */
  productIds: number[];
  combinable: boolean;
  /** Also takes off action packages' lines (issue 20); they are skipped otherwise. */
  packages?: boolean;
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
}

export interface DiscountLine {
  key: number;
  productId: number | null;
  /** Only "product" lines are discounted (and "package" ones, an action package's parts, when the rule says so); services and gifts are not. */
  kind: string;
  quantity: number;
  unitPrice: Minor;
}

/** Spec §5/§9: a percentage of 80 or more is suspicious enough for staff to be warned. */
export const HIGH_PERCENTAGE_WARNING = 80;

export function isValidAt(rule: DiscountRule, now: Date): boolean {
  if (!rule.active) return false;
  if (rule.validFrom && now < rule.validFrom) return false;
  if (rule.validTo && now > rule.validTo) return false;
  return true;
}

const matches = (rule: DiscountRule, line: DiscountLine) =>
  (line.kind === "product" || (line.kind === "package" && rule.packages === true)) &&
  line.productId !== null &&
  (rule.productIds.length === 0 || rule.productIds.includes(line.productId));

/** Complete sets: one of each listed product makes a set. */
export function countSets(rule: DiscountRule, lines: DiscountLine[]): number {
  if (rule.productIds.length === 0) return 0;
  return Math.min(
    ...rule.productIds.map((id) =>
      lines.filter((l) => l.productId === id && l.kind === "product").reduce((s, l) => s + l.quantity, 0),
    ),
  );
}

/**
 * What one discount takes off each line (by line key), or null when its conditions (minimal pieces,
 * minimal sets) are not met. Per piece: each unit is discounted; otherwise once for all matching lines.
 */
export function discountByLine(rule: DiscountRule, lines: DiscountLine[]): Map<number, Minor> | null {
  const hit = lines.filter((l) => matches(rule, l));
  const pieces = hit.reduce((s, l) => s + l.quantity, 0);
  if (pieces === 0 || pieces < rule.minPieces) return null;
  if (rule.minSets > 0 && countSets(rule, lines) < rule.minSets) return null;
  const out = new Map<number, Minor>();
  if (rule.perPiece) {
    for (const l of hit) {
      const perUnit =
        rule.type === "percentage"
          ? Math.round((l.unitPrice * Math.min(rule.value, 100)) / 100)
          : rule.type === "absolute"
            ? Math.min(rule.value, l.unitPrice)
            : Math.max(0, l.unitPrice - rule.value);
      out.set(l.key, perUnit * l.quantity);
    }
    return out;
  }
  const base = hit.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const total =
    rule.type === "percentage"
      ? Math.round((base * Math.min(rule.value, 100)) / 100)
      : rule.type === "absolute"
        ? Math.min(rule.value, base)
        : Math.max(0, base - rule.value);
  // Spread over the matching lines in proportion, the rounding rest on the last one.
  let left = total;
  hit.forEach((l, i) => {
    const share = i === hit.length - 1 ? left : Math.floor((total * l.unitPrice * l.quantity) / base);
    out.set(l.key, share);
    left -= share;
  });
  return out;
}

export interface AppliedDiscounts {
  applied: { rule: DiscountRule; amount: Minor; byLine: Map<number, Minor> }[];
  /** Rules attached to the cart that no longer apply (expired, inactive, conditions unmet). */
  invalid: DiscountRule[];
  /** Total off each line, never more than the line itself. */
  byLine: Map<number, Minor>;
  total: Minor;
}

/**
 * Applies the cart's discounts. Combinable ones add up; a non-combinable one stands alone, so the
 * shopper gets whichever is better: all combinable together, or the best single other one.
 */
export function applyDiscounts(rules: DiscountRule[], lines: DiscountLine[], now: Date): AppliedDiscounts {
  const invalid: DiscountRule[] = [];
  const usable: { rule: DiscountRule; byLine: Map<number, Minor> }[] = [];
  for (const rule of rules) {
    const byLine = isValidAt(rule, now) ? discountByLine(rule, lines) : null;
    if (byLine) usable.push({ rule, byLine });
    else invalid.push(rule);
  }
  const sum = (set: typeof usable) => capped(set, lines).total;
  const combinable = usable.filter((u) => u.rule.combinable);
  let best = combinable;
  for (const u of usable.filter((x) => !x.rule.combinable)) if (sum([u]) > sum(best)) best = [u];
  const { byLine, amounts, total } = capped(best, lines);
  return {
    applied: best.map((u, i) => ({ rule: u.rule, amount: amounts[i], byLine: u.byLine })),
    invalid,
    byLine,
    total,
  };
}

function capped(set: { byLine: Map<number, Minor> }[], lines: DiscountLine[]) {
  const lineTotal = new Map(lines.map((l) => [l.key, l.unitPrice * l.quantity]));
  const byLine = new Map<number, Minor>();
  const amounts: Minor[] = [];
  for (const u of set) {
    let amount = 0;
    for (const [key, off] of u.byLine) {
      const room = (lineTotal.get(key) ?? 0) - (byLine.get(key) ?? 0);
      const take = Math.max(0, Math.min(off, room));
      byLine.set(key, (byLine.get(key) ?? 0) + take);
      amount += take;
    }
    amounts.push(amount);
  }
  return { byLine, amounts, total: amounts.reduce((a, b) => a + b, 0) };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Spec §9: generated codes are 10 characters; no 0/O/1/I, which shoppers misread. */
export function generateCode(random: (n: number) => Uint8Array): string {
  const bytes = random(10);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

export const normaliseCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, "");
