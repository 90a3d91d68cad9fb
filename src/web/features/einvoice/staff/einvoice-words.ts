import type { TFunction } from "../../../../i18n/i18n-core.js";

/**
 * An error as staff read it: what the rule means in their language (our own texts for the CIUS-RO
 * rules we know), and ANAF's own message beside it, so a rule we do not know is still in words.
 */
export function ruleInWords(
  t: TFunction,
  e: { rule: string; message: string },
): { title: string; detail: string } {
  const known = t(`einvoice:rule.${e.rule}`, { defaultValue: "" });
  return { title: known ? `${e.rule}: ${known}` : e.rule, detail: e.message };
}
