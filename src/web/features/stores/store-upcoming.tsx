import type { DayHours } from "../../../contract/stores.js";
import { formatDisplayWeekday } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";
import { hoursText } from "./store-today.js";

/** The next days whose hours differ from the weekly ones: holidays and special days. */
export function StoreUpcoming({ days }: { days: DayHours[] }) {
  const t = useT("stores");
  const { market, language } = useShop();
  if (days.length === 0) return null;
  return (
    <section
      aria-labelledby="store-upcoming"
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <h2 id="store-upcoming" className="mb-1 font-semibold">
        {t("upcoming.title")}
      </h2>
      <ul className="space-y-0.5">
        {days.map((d) => (
          <li key={d.date}>
            <span className="font-medium">{formatDisplayWeekday(d.date, market, language)}</span>:{" "}
            {d.open ? hoursText(d.hours) : t("upcoming.closed")}
            {d.holiday && ` (${t("upcoming.holiday")}: ${t(`holidays.${d.holiday}`)})`}
            {d.note && ` — ${d.note}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
