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

/**
 * The last failed attempt as staff read it: ANAF unreachable or answering an HTTP error is said in
 * words ("ANAF nu răspunde"), with the call and status kept in brackets for whoever looks into it;
 * anything else stays as recorded.
 */
export function lastErrorInWords(t: TFunction, error: string): string {
  const m = /^ANAF (\w+): (HTTP \d{3}|.*(?:fetch failed|ECONN\w+|ETIMEDOUT|timeout).*)$/i.exec(error);
  return m ? t("einvoice:anafUnavailable", { detail: `${m[1]}: ${m[2]}` }) : error;
}
