import type { BuybackDetail } from "../../../contract/buyback.js";
import { BUYBACK_PROGRESS } from "../../../domain/buyback-status.js";
import { formatDisplayDateTime } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";

/** The way a buy-back usually goes, ticked off from its history (the tracking sellers expect, domain.md A). */
const HAPPY_PATH = BUYBACK_PROGRESS;

export function StatusTimeline({ detail }: { detail: BuybackDetail }) {
  const t = useT("buyback");
  const { market } = useShop();
  const reached = new Map(detail.history.map((h) => [h.status, h]));
  const fmt = (iso: string) => formatDisplayDateTime(iso, market);
  const offPath = detail.history.filter((h) => !(HAPPY_PATH as readonly string[]).includes(h.status));
  return (
    <section aria-labelledby="buyback-timeline" className="rounded-xl border border-gray-200 p-5">
      <h2 id="buyback-timeline" className="sr-only">
        {t("review.timeline")}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-5">
        {HAPPY_PATH.map((s) => {
          const event = reached.get(s);
          return (
            <li key={s} className="flex items-start gap-2 sm:flex-col">
              <span
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${event ? "bg-teal-700 text-white" : "bg-gray-200 text-gray-500"}`}
                aria-hidden="true"
              >
                {event ? "✓" : ""}
              </span>
              <span>
                <span className={`block text-sm font-medium ${event ? "" : "text-gray-500"}`}>
                  {t(`status.${s}`)}
                </span>
                {event && <span className="block text-xs text-gray-500">{fmt(event.at)}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {offPath.length > 0 && (
        <ul className="mt-4 space-y-1 border-t border-gray-100 pt-3 text-sm">
          {offPath.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              <strong>{h.label}</strong> · {fmt(h.at)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-gray-700">{t(`statusText.${detail.status}`)}</p>
      {detail.history.at(-1)?.note && (
        <p className="mt-1 text-sm italic text-gray-700">{detail.history.at(-1)?.note}</p>
      )}
    </section>
  );
}
