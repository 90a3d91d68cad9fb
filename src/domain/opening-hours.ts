/** Opening hours per ISO weekday "1"…"7": [["09:00","20:00"]] or [] when closed. */
export type OpeningHours = Record<string, [string, string][]>;

/** The weekday (1 = Monday) and "HH:MM" of a moment in a time zone. */
export function localTime(at: Date, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday")) + 1;
  return { weekday, time: `${get("hour")}:${get("minute")}` };
}

/** Whether a store is open at a moment, its hours being local times of `timeZone`. */
export function isOpenAt(hours: OpeningHours, at: Date, timeZone: string): boolean {
  const { weekday, time } = localTime(at, timeZone);
  return (hours[String(weekday)] ?? []).some(([from, to]) => time >= from && time < to);
}
