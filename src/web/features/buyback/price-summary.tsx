import type { AppraisalDto } from "../../../contract/buyback.js";
import type { BuybackVerdict } from "../../../domain/buyback-answers.js";
import { type BonusRule, bonusAmount, bonusPercent } from "../../../domain/buyback-bonus.js";
import type { DeviceSelection } from "../../../domain/device-selection.js";
import { useShop, useT } from "../../shop-context.js";

/** The grade and the price (spec §4 Price calculation), the bonus toward a new device, and the two ways on. */
export function PriceSummary({
  verdict,
  complete,
  selection,
  bonusRules,
  onEmail,
  onSell,
  appraisal,
}: {
  verdict: BuybackVerdict | null;
  complete: boolean;
  selection: DeviceSelection;
  bonusRules: BonusRule[];
  onEmail?: () => void;
  onSell?: () => void;
  appraisal: AppraisalDto;
}) {
  const t = useT("buyback");
  const { price } = useShop();
  if (!complete) {
    const answered = appraisal.device_conditions.length;
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-5 text-gray-600" aria-live="polite">
        {t("price.answerAll", { count: answered })}
      </div>
    );
  }
  if (!verdict?.buyable || verdict.price === null) {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
        <p className="font-semibold">{t("notBuyable")}</p>
        <p className="mt-1 text-sm">{verdict?.refused ? t("price.refused") : t("price.noGrade")}</p>
      </div>
    );
  }
  const bonus = bonusPercent(bonusRules, {
    manufacturer: selection.manufacturer ?? "",
    type: selection.type ?? "",
    quality: verdict.quality,
  });
  return (
    <div className="rounded-xl border-2 border-teal-700 bg-teal-50 p-5" aria-live="polite">
      <p className="text-sm text-teal-900">
        {t("price.quality")}: <strong data-testid="buyback-quality">{verdict.quality}</strong>
      </p>
      <p className="mt-1 text-sm text-gray-700">{t("price.title")}</p>
      <p className="text-3xl font-bold text-teal-900" data-testid="buyback-price">
        {price(verdict.price)}
      </p>
      {bonus > 0 && (
        <p className="mt-2 text-sm text-teal-900">
          {t("price.bonus", {
            percent: bonus,
            price: price(verdict.price + bonusAmount(verdict.price, bonus)),
          })}
        </p>
      )}
      {(onEmail || onSell) && (
        <div className="mt-4 flex flex-col gap-2">
          {onSell && (
            <button
              type="button"
              onClick={onSell}
              className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
            >
              {t("price.sellOnline")}
            </button>
          )}
          {onEmail && (
            <button
              type="button"
              onClick={onEmail}
              className="rounded-md border border-teal-700 bg-white px-5 py-2.5 font-semibold text-teal-800 hover:bg-teal-50"
            >
              {t("price.sendEmail")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
