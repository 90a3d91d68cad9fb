/**
 * Calendar dates as people type and pick them (spec §5: day/month/year in locale order, month
 * 1-12, day 1-31, two-digit years to the nearest century; picker years from 100 back to 52
 * ahead; §9: the calendar shows 42 cells). Dates travel as ISO `YYYY-MM-DD` strings: a plain
 * date has no time zone, and a JS Date would shift it by one day across zones.
 */

export type DateOrder = "DMY" | "MDY" | "YMD";

export interface ParseDateOptions {
  /** Order of the fields as the user's locale writes them; see {@link localeDateOrder}. */
  order?: DateOrder;
  /** Reference day for expanding two-digit years; defaults to now. */
  today?: Date;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Day number for distance comparisons; Date.UTC is pure arithmetic here, no zone involved. */
function dayNumber(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.floor(d.getTime() / 86_400_000);
}

/**
 * "31.12.2024", "1. 2. 2024", "1.2.24", "1/2/2024" → ISO, or null when it is no real date.
 * Separators are dots, slashes or dashes, with optional spaces (Czech writes "1. 2. 2024").
 * A two-digit year becomes the candidate century (previous, current, next) whose full date lies
 * closest to `today`; on an exact tie the earlier date wins. So in 2026 "24" is 2024 and "90" is 1990.
 */
export function parseLocalDate(input: string, options: ParseDateOptions = {}): string | null {
  const order = options.order ?? "DMY";
  const m = /^\s*(\d{1,4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,4})\s*\.?\s*$/.exec(input);
  if (!m) return null;
  const [a, b, c] = [m[1], m[2], m[3]];
  const [dayText, monthText, yearText] =
    order === "DMY" ? [a, b, c] : order === "MDY" ? [b, a, c] : [c, b, a];
  // Day and month have at most two digits; the year has exactly two or four.
  if (dayText.length > 2 || monthText.length > 2) return null;
  if (yearText.length !== 2 && yearText.length !== 4) return null;

  const day = Number(dayText);
  const month = Number(monthText);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;

  let year = Number(yearText);
  if (yearText.length === 2) {
    year = nearestCenturyYear(year, month, day, options.today ?? new Date());
    if (Number.isNaN(year)) return null;
  } else if (year < 1) {
    return null;
  }
  if (day > daysInMonth(year, month)) return null;
  return toIso(year, month, day);
}

function nearestCenturyYear(yy: number, month: number, day: number, today: Date): number {
  const todayNumber = dayNumber(today.getFullYear(), today.getMonth() + 1, today.getDate());
  const base = Math.floor(today.getFullYear() / 100) * 100 + yy;
  let best = Number.NaN;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const year of [base - 100, base, base + 100]) {
    // 29 February only exists in some of the candidate years; skip the others.
    if (day > daysInMonth(year, month)) continue;
    const distance = Math.abs(dayNumber(year, month, day) - todayNumber);
    if (distance < bestDistance) [best, bestDistance] = [year, distance];
  }
  return best;
}

/** Field order the locale writes dates in, to feed {@link parseLocalDate}. */
export function localeDateOrder(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric", year: "numeric" })
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .filter((p) => p.type === "day" || p.type === "month" || p.type === "year")
    .map((p) => p.type[0].toUpperCase())
    .join("");
  return parts === "MDY" || parts === "YMD" ? parts : "DMY";
}

/**
 * ISO → the locale's numeric date with two-digit day and month, separators without spaces
 * ("05.03.2024" for cs and ro, "03/05/2024" for en-US), i.e. the DD.MM.YYYY shape the
 * error message asks for, which {@link parseLocalDate} reads back. "" for a non-ISO input.
 */
export function formatLocalDate(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return "";
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return "";
  const fields: Record<string, string> = { D: m[3], M: m[2], Y: m[1] };
  const separator = localeSeparator(locale);
  return localeDateOrder(locale)
    .split("")
    .map((f) => fields[f])
    .join(separator);
}

function localeSeparator(locale: string): string {
  const literal = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" })
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .find((p) => p.type === "literal");
  const trimmed = literal?.value.trim() ?? "";
  return trimmed || ".";
}

/** Years offered by the date picker: 100 back, 52 ahead (spec §5). */
export function datePickerYearRange(today: Date = new Date()): [number, number] {
  const year = today.getFullYear();
  return [year - 100, year + 52];
}

export interface DayCell {
  /** ISO date of the cell. */
  date: string;
  day: number;
  /** False for the leading and trailing days borrowed from the neighbouring months. */
  inMonth: boolean;
}

/**
 * The 42 cells (6 weeks, spec §9) of a Monday-first month view, `month` 1-12. A fixed 6 rows keeps
 * the picker from changing height between months; a month starting on Monday has no leading days.
 */
export function monthGrid(year: number, month: number): DayCell[] {
  const first = new Date(0);
  first.setUTCFullYear(year, month - 1, 1);
  // getUTCDay: Sunday 0 … Saturday 6 → days since Monday.
  const leading = (first.getUTCDay() + 6) % 7;
  const cells: DayCell[] = [];
  for (let i = 0; i < 42; i++) {
    const d = new Date(first.getTime());
    d.setUTCDate(1 - leading + i);
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + 1;
    const day = d.getUTCDate();
    cells.push({ date: toIso(y, m, day), day, inMonth: y === year && m === month });
  }
  return cells;
}
