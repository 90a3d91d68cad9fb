import type { ServiceOperation } from "../../../contract/service.js";
import { useShop, useT } from "../../shop-context.js";
import { formatDuration } from "./duration.js";

/** What the chosen operations add up to: an estimate, as the technician confirms it after diagnostics. */
export function OrderSummary({ chosen, onContinue }: { chosen: ServiceOperation[]; onContinue: () => void }) {
  const t = useT("service");
  const { price } = useShop();
  const total = chosen.reduce((s, o) => s + o.price, 0);
  const minutes = chosen.reduce((s, o) => s + o.duration_minutes, 0);
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm" aria-live="polite">
      <h2 className="text-lg font-semibold">{t("summary.title")}</h2>
      {chosen.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t("summary.empty")}</p>
      ) : (
        <>
          <ul className="mt-3 space-y-1 text-sm">
            {chosen.map((o) => (
              <li key={o.value} className="flex justify-between gap-3">
                <span>{o.label}</span>
                <span className="whitespace-nowrap">{price(o.price)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-gray-200 pt-3 font-bold">
            <span>{t("summary.total")}</span>
            <span className="text-teal-800">{price(total)}</span>
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {t("summary.duration", { duration: formatDuration(minutes, t) })}
          </p>
          <button
            type="button"
            onClick={onContinue}
            className="mt-4 w-full rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t("summary.continue", { count: chosen.length })}
          </button>
        </>
      )}
    </div>
  );
}
