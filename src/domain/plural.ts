import type { Language } from "./market.js";

/**
 * CLDR plural category of a number: Czech has one (1), few (2-4), many (fractions), other (0, 5+);
 * Romanian has one, few (0, 2-19 endings) and other (20+ endings: "20 de lei").
 */
const rules = new Map<Language, Intl.PluralRules>();

export function pluralCategory(language: Language, n: number): Intl.LDMLPluralRule {
  let r = rules.get(language);
  if (!r) {
    r = new Intl.PluralRules(language);
    rules.set(language, r);
  }
  return r.select(n);
}

/** Picks the form for `n` from forms keyed by CLDR category; `other` is required. */
export function plural(
  language: Language,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return (forms[pluralCategory(language, n)] ?? forms.other).replace("{{count}}", String(n));
}
