import type { TFunction } from "../../../i18n/i18n-core.js";

/** Repair times as a customer reads them: "45 min", "2 h", "1 h 30 min", "2 dny" (working days at 24 h). */
export function formatDuration(minutes: number, t: TFunction): string {
  if (minutes < 60) return t("service:duration.minutes", { count: minutes });
  if (minutes < 1440) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m ? t("service:duration.hoursMinutes", { h, m }) : t("service:duration.hours", { count: h });
  }
  return t("service:duration.days", { count: Math.round(minutes / 1440) });
}
