import type { AppraisalDraft } from "../../../contract/buyback-staff.js";
import type { FieldErrors } from "../../platform/errors.js";

/**
 * Checks that go beyond field shapes before a new appraisal version is saved: ids and choice
 * values unique (answers travel as a flat list of values), every answer's result exists, at least
 * one result has a grade (else nothing could be bought), and defaults are real answers.
 * Returns field errors shaped like the draft, or null.
 */
export function draftErrors(d: AppraisalDraft): FieldErrors | null {
  const errors: FieldErrors = {};
  const put = (path: (string | number)[], message: string) => {
    let node = errors;
    for (const p of path.slice(0, -1)) {
      node[String(p)] ??= {};
      node = node[String(p)] as FieldErrors;
    }
    node[String(path[path.length - 1])] ??= [message];
  };

  const resultIds = new Set<number>();
  const qualities = new Set<string>();
  d.results.forEach((r, i) => {
    if (resultIds.has(r.id)) put(["results", i, "id"], "buyback:duplicate");
    resultIds.add(r.id);
    if (r.quality && qualities.has(r.quality)) put(["results", i, "quality"], "buyback:duplicate");
    if (r.quality) qualities.add(r.quality);
  });
  if (!qualities.size) put(["results"], "buyback:needGradedResult");

  const conditionIds = new Set<number>();
  const codes = new Set<string>();
  const values = new Map<string, number>();
  d.conditions.forEach((c, i) => {
    if (conditionIds.has(c.id)) put(["conditions", i, "id"], "buyback:duplicate");
    conditionIds.add(c.id);
    if (codes.has(c.code)) put(["conditions", i, "code"], "buyback:duplicate");
    codes.add(c.code);
    c.choices.forEach((ch, j) => {
      if (values.has(ch.value)) put(["conditions", i, "choices", j, "value"], "buyback:duplicate");
      values.set(ch.value, c.id);
      if (ch.appraisal_result !== null && !resultIds.has(ch.appraisal_result))
        put(["conditions", i, "choices", j, "appraisal_result"], "validation.choice");
    });
  });

  for (const [conditionId, value] of Object.entries(d.default_choices)) {
    if (values.get(value) !== Number(conditionId)) put(["default_choices", conditionId], "validation.choice");
  }
  return Object.keys(errors).length ? errors : null;
}
