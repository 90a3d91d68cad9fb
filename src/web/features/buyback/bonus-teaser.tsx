import { type BonusRule, highestBonusPercent } from "../../../domain/buyback-bonus.js";
import { useT } from "../../shop-context.js";

/** The general rule (no key set) is the shop setting `buyback_bonus_percent` (decision 022). */
const generalPercent = (rules: readonly BonusRule[]) =>
  rules.find((r) => !r.manufacturer && !r.type_device && !r.quality)?.percent ?? 0;

/**
 * The bonus toward a new device as the buy-back page promises it before any appraisal: the
 * general percentage from the shop's settings, and "up to" the highest rule when some devices
 * earn more. Read from the same rules the sale applies, so the promise is the one kept.
 */
export function BonusTeaser({ rules }: { rules: readonly BonusRule[] }) {
  const t = useT("settings");
  const general = generalPercent(rules);
  const highest = highestBonusPercent(rules);
  if (highest <= 0) return null;
  return (
    <p className="mt-3 inline-block rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white">
      {general > 0 && highest > general
        ? t("bonusTeaser.upTo", { general, highest })
        : t("bonusTeaser.flat", { percent: general > 0 ? general : highest })}
    </p>
  );
}
