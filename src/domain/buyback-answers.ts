import {
  type Appraisal,
  type AppraisalEvaluation,
  type ConditionChoices,
  evaluateAppraisal,
} from "./appraisal.js";

/**
 * Condition answers as they travel (spec §3 Appraisal request: "device_condition_choices (list of
 * chosen values)"). Choice values are unique within an appraisal (`display-cracked`), so a flat
 * list says everything; the same list goes into page URLs as `answers=a,b,c`.
 */

export interface AnswersResult {
  choices: ConditionChoices;
  /** Values that are no choice of any condition. */
  unknown: string[];
  /** Conditions answered twice. */
  duplicated: number[];
}

export function answersToChoices(
  appraisal: Pick<Appraisal, "device_conditions">,
  values: readonly string[],
): AnswersResult {
  const byValue = new Map<string, number>();
  for (const c of appraisal.device_conditions) for (const ch of c.choices) byValue.set(ch.value, c.id);
  const choices: ConditionChoices = {};
  const unknown: string[] = [];
  const duplicated: number[] = [];
  for (const value of values) {
    const id = byValue.get(value);
    if (id === undefined) unknown.push(value);
    else if (choices[String(id)] != null) duplicated.push(id);
    else choices[String(id)] = value;
  }
  return { choices, unknown, duplicated };
}

/** The chosen values in questionnaire order. */
export function choicesToAnswers(
  appraisal: Pick<Appraisal, "device_conditions">,
  choices: ConditionChoices,
): string[] {
  return appraisal.device_conditions.map((c) => choices[String(c.id)]).filter((v): v is string => v != null);
}

const VALUE_RE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** `answers=display-perfect,body-used` → values; malformed entries are dropped (old or edited links). */
export function parseAnswersParam(param: string | null | undefined): string[] {
  if (!param) return [];
  return param
    .split(",")
    .map((v) => v.trim())
    .filter((v) => VALUE_RE.test(v))
    .slice(0, 30);
}

export function formatAnswersParam(values: readonly string[]): string {
  return values.join(",");
}

/** Every condition that is not disabled has an answer. */
export function allAnswered(
  appraisal: Pick<Appraisal, "device_conditions">,
  choices: ConditionChoices,
): boolean {
  return appraisal.device_conditions.every((c) => c.disabled || choices[String(c.id)] != null);
}

export interface BuybackVerdict extends AppraisalEvaluation {
  /** An answer maps to a result without a grade (activation lock, no power-on): we cannot buy it. */
  refused: boolean;
}

/**
 * The price rule (evaluateAppraisal, spec §4) plus the hard rejects every serious buyer applies
 * before grading (domain.md A.3: an activation lock that cannot be removed, a device that does
 * not power on). Such answers map to a result without a quality; the spec's rule only says that
 * one graded answer is needed, so on its own it would still price a locked phone. Charger and
 * battery answers never map to results, so they cannot refuse.
 */
export function buybackVerdict(appraisal: Appraisal, choices: ConditionChoices): BuybackVerdict {
  const evaluation = evaluateAppraisal(appraisal, choices);
  const results = new Map(appraisal.appraisal_result.map((r) => [r.id, r]));
  const refused = appraisal.device_conditions.some((c) => {
    if (c.type === "charger" || c.type === "battery") return false;
    const choice = c.choices.find((ch) => ch.value === choices[String(c.id)]);
    const result = choice?.appraisal_result == null ? undefined : results.get(choice.appraisal_result);
    return result !== undefined && result.quality === null;
  });
  if (refused) return { result: null, quality: null, price: null, buyable: false, refused };
  return { ...evaluation, refused };
}
