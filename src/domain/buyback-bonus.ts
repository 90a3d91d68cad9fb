import type { Quality } from "./appraisal.js";

/**
 * The buy-and-sell bonus: a percentage added to the buy-back price when the money goes toward a
 * new device (spec §1, §7 admin-bonuses-for-used-product). Staff set it per manufacturer, device
 * type and quality; an empty key matches everything.
 */
export interface BonusRule {
  manufacturer: string | null;
  type_device: string | null;
  quality: Quality | null;
  percent: number;
}

export interface BonusDevice {
  manufacturer: string;
  type: string;
  quality: Quality | null;
}

/** The most specific matching rule wins (most keys set); among equally specific ones the highest. */
export function bonusPercent(rules: readonly BonusRule[], device: BonusDevice): number {
  let best: { specificity: number; percent: number } | null = null;
  for (const r of rules) {
    if (r.manufacturer && r.manufacturer !== device.manufacturer) continue;
    if (r.type_device && r.type_device !== device.type) continue;
    if (r.quality && r.quality !== device.quality) continue;
    const specificity = (r.manufacturer ? 1 : 0) + (r.type_device ? 1 : 0) + (r.quality ? 1 : 0);
    if (
      !best ||
      specificity > best.specificity ||
      (specificity === best.specificity && r.percent > best.percent)
    ) {
      best = { specificity, percent: r.percent };
    }
  }
  return best?.percent ?? 0;
}

/**
 * The bonus on a buy-back price: `percent` of it, rounded down to whole currency units (minor units
 * in, minor units out). The one rule for what the buy-back page promises (the price plus this) and
 * what the cart credits, so the two always agree. Rounded down, the bonus never exceeds the
 * percentage the shop set and shows; rounding the bonus (not the price with it) keeps it the same
 * whatever minor units the price has. At 1 050 Kč and 5 % that is 52 Kč (52.50 rounded down).
 */
export function bonusAmount(price: number, percent: number): number {
  return Math.floor((price * percent) / 10_000) * 100;
}

/**
 * The highest bonus a traded-in device can earn (of one type, when given): the number behind every
 * "up to X % more" the shop shows, read from the same rules the sale applies.
 */
export function highestBonusPercent(
  rules: readonly Pick<BonusRule, "type_device" | "percent">[],
  type?: string,
): number {
  return Math.max(
    0,
    ...rules.filter((r) => !type || !r.type_device || r.type_device === type).map((r) => r.percent),
  );
}
