/** One formatter per locale: making an `Intl.NumberFormat` costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();
const formatterOf = (locale: string) => {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  return f;
};

/** How an attribute value reads: `256 GB`, `1 TB`, `6,1″`, `A18 Pro`. Numbers use the market's decimal sign. */
export function attributeValueLabel(value: string, unit: string | null, locale: string): string {
  const n = Number(value);
  if (value.trim() === "" || Number.isNaN(n)) return unit ? `${value} ${unit}` : value;
  if (unit === "GB" && n >= 1024 && n % 1024 === 0) return `${n / 1024} TB`;
  const shown = formatterOf(locale).format(n);
  if (!unit) return shown;
  return unit === "″" || unit === "%" ? `${shown}${unit}` : `${shown} ${unit}`;
}

/** Attribute values in reading order: numbers by size, words alphabetically. */
export function compareAttributeValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return a.localeCompare(b);
}
