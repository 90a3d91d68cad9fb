import type { DayHours } from "../../../contract/stores.js";
import { useT } from "../../shop-context.js";

export const hoursText = (hours: [string, string][]) => hours.map(([a, b]) => `${a}–${b}`).join(", ");

/**
 * Today's hours as one line (issue 20): "Dnes zavřeno — státní svátek (Štědrý den)", a special
 * day's note, or the day's hours. `openNow` colours it.
 */
export function StoreToday({
  today,
  openNow,
  className = "",
}: {
  today: DayHours;
  openNow: boolean;
  className?: string;
}) {
  const t = useT("stores");
  const holiday = today.holiday ? t(`holidays.${today.holiday}`) : "";
  const text = !today.open
    ? today.reason === "holiday"
      ? t("today.closedHoliday", { name: holiday })
      : today.reason === "special" && today.note
        ? t("today.closedSpecial", { note: today.note })
        : t("today.closed")
    : today.reason === "special"
      ? holiday
        ? t("today.holidayOpen", { name: holiday, hours: hoursText(today.hours) })
        : t("today.special", { hours: hoursText(today.hours) })
      : t("today.open", { hours: hoursText(today.hours) });
  return (
    <p
      className={`font-medium ${openNow ? "text-emerald-700" : today.open ? "text-gray-700" : "text-red-800"} ${className}`}
    >
      {text}
    </p>
  );
}
