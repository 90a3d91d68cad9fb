import type { AppraisalDto } from "../../../contract/buyback.js";
import type { ConditionChoices } from "../../../domain/appraisal.js";
import { useShop, useT } from "../../shop-context.js";

/**
 * The device-condition questions after the colour (spec §3 Device condition). Real radio inputs,
 * one fieldset per question; `readOnly` shows the answers of a sold device (review mode).
 */
export function ConditionQuestionnaire({
  appraisal,
  answers,
  onAnswer,
  readOnly = false,
}: {
  appraisal: AppraisalDto;
  answers: ConditionChoices;
  onAnswer?: (conditionId: number, value: string) => void;
  readOnly?: boolean;
}) {
  const t = useT("buyback");
  const { price } = useShop();
  return (
    <div className="space-y-5">
      {appraisal.device_conditions.map((c, i) => {
        const chosen = answers[String(c.id)] ?? c.value ?? null;
        return (
          <fieldset
            key={c.id}
            className="rounded-lg border border-gray-200 p-4"
            disabled={readOnly || c.disabled}
          >
            <legend className="float-left mb-1 w-full font-semibold">
              {i + 1}. {c.name}
            </legend>
            {c.help && <p className="clear-both mb-3 text-sm text-gray-600">{c.help}</p>}
            <div className="clear-both grid gap-2 sm:grid-cols-2">
              {c.choices.map((ch) => {
                const on = chosen === ch.value;
                return (
                  <label
                    key={ch.value}
                    className={`flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm ${
                      on ? "border-teal-700 bg-teal-50" : "border-gray-200 hover:border-teal-600"
                    } ${readOnly && !on ? "opacity-50" : ""}`}
                  >
                    <input
                      type="radio"
                      name={`condition-${c.id}`}
                      value={ch.value}
                      checked={on}
                      onChange={() => onAnswer?.(c.id, ch.value)}
                      className="mt-0.5 h-4 w-4 accent-teal-700"
                    />
                    <span>
                      {ch.label}
                      {ch.price_correction !== 0 && (
                        <span className="ml-1 text-gray-500">
                          ({ch.price_correction > 0 ? "+" : "−"}
                          {price(Math.abs(ch.price_correction))})
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
            {!readOnly && chosen === null && (
              <p className="mt-2 text-xs text-gray-500">{t("questionnaire.pick")}</p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
