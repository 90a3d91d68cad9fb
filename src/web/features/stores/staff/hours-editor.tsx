import { useT } from "../../../shop-context.js";
import { inputClass, secondaryButtonClass } from "../../../ui/staff-kit.js";

export type Interval = [string, string];
const DAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

/** The first message of a nested error tree (`{ 0: { 1: ["…"] } }`). */
export function firstError(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return firstError(v[0]);
  if (v && typeof v === "object") return firstError(Object.values(v)[0]);
  return undefined;
}

/**
 * Opening hours per weekday: one interval a day (two for a lunch break), or closed. Times are
 * typed as HH:MM text: a browser's time picker follows its own locale (21:00 shown as "09:00 PM").
 */
export function HoursEditor({
  hours,
  onChange,
  errors,
}: {
  hours: Record<string, Interval[]>;
  onChange: (hours: Record<string, Interval[]>) => void;
  errors?: Record<string, unknown>;
}) {
  const t = useT("stores");
  const set = (day: string, list: Interval[]) => onChange({ ...hours, [day]: list });
  return (
    <div className="space-y-2">
      {DAYS.map((day) => {
        const list = hours[day] ?? [];
        const error = firstError(errors?.[day]);
        return (
          <fieldset key={day} className="flex flex-wrap items-center gap-2 text-sm">
            <legend className="w-24 font-medium">{t(`admin.weekday.${day}`)}</legend>
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={list.length === 0}
                onChange={(e) => set(day, e.target.checked ? [] : [["09:00", "18:00"]])}
              />
              {t("admin.closedDay")}
            </label>
            {list.map(([from, to], i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a day's intervals are edited in place, never reordered
              <span key={i} className="flex items-center gap-1">
                <input
                  aria-label={`${t(`admin.weekday.${day}`)} ${t("admin.from")}`}
                  className={`${inputClass} w-24`}
                  type="text"
                  inputMode="numeric"
                  placeholder="HH:MM"
                  maxLength={5}
                  value={from}
                  onChange={(e) =>
                    set(
                      day,
                      list.map((v, j) => (j === i ? [e.target.value, v[1]] : v)),
                    )
                  }
                />
                –
                <input
                  aria-label={`${t(`admin.weekday.${day}`)} ${t("admin.to")}`}
                  className={`${inputClass} w-24`}
                  type="text"
                  inputMode="numeric"
                  placeholder="HH:MM"
                  maxLength={5}
                  value={to}
                  onChange={(e) =>
                    set(
                      day,
                      list.map((v, j) => (j === i ? [v[0], e.target.value] : v)),
                    )
                  }
                />
              </span>
            ))}
            {list.length === 1 && (
              <button
                type="button"
                className={`${secondaryButtonClass} px-2 py-0.5 text-xs`}
                onClick={() => set(day, [...list, ["13:00", "18:00"]])}
              >
                +
              </button>
            )}
            {error && (
              <span role="alert" className="w-full text-red-700">
                {error}
              </span>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
