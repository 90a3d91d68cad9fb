/**
 * Buy-back appraisal: from the device-condition questionnaire to a grade and a price
 * (spec §3 "Device condition", "Appraisal"; §4 "Price calculation").
 * Money is in minor units (see money.ts). Field names are snake_case because these objects come
 * straight from the appraisal API.
 */

/** Quality grades, best to worst (spec §3, §9). */
export const QUALITY_ORDER = ["A+", "A", "B", "C", "D"] as const;
export type Quality = (typeof QUALITY_ORDER)[number];

export interface AppraisalResult {
  id: number;
  /** Null for outcomes we do not grade (e.g. "does not power on"): they cannot price a device. */
  quality: Quality | null;
  /** Minor units. */
  price: number;
  url: string;
}

export interface ConditionChoice {
  value: string;
  label: string;
  /** Id of the AppraisalResult this answer implies; null when the answer says nothing about the grade. */
  appraisal_result: number | null;
  /** Minor units, may be negative (a missing charger deducts money). */
  price_correction: number;
}

export type ConditionType = "common" | "quality" | "charger" | "battery" | "special";

export interface DeviceCondition {
  id: number;
  name: string;
  type: ConditionType;
  value: string | null;
  disabled: boolean;
  choices: ConditionChoice[];
}

export interface Appraisal {
  version: number;
  minimal_buyout_price: number;
  appraisal_result: AppraisalResult[];
  device_conditions: DeviceCondition[];
  /** Condition id (as a string key) → choice value. */
  default_device_condition_choices: Record<string, string>;
}

/** The user's answers: condition id (as a string key, like the API's maps) → chosen value or null. */
export type ConditionChoices = Record<string, string | null>;

export interface AppraisalEvaluation {
  result: AppraisalResult | null;
  quality: Quality | null;
  /** Minor units; null when the device cannot be bought out. */
  price: number | null;
  buyable: boolean;
}

export function isQuality(value: unknown): value is Quality {
  return typeof value === "string" && (QUALITY_ORDER as readonly string[]).includes(value);
}

/** 0 for A+ … 4 for D: a higher rank is a worse device. */
export function qualityRank(quality: Quality): number {
  return QUALITY_ORDER.indexOf(quality);
}

/**
 * Spec §4: "Two conditions (original charger present, battery present) are ignored when
 * determining quality." An accessory being absent changes the price (via price_correction),
 * not the grade of the device itself.
 */
const IGNORED_FOR_QUALITY: ReadonlySet<ConditionType> = new Set(["charger", "battery"]);

const NOT_BUYABLE: AppraisalEvaluation = { result: null, quality: null, price: null, buyable: false };

/** The chosen choice of a condition; a stale value that is not among its choices counts as no answer. */
function chosenChoice(condition: DeviceCondition, chosen: ConditionChoices): ConditionChoice | undefined {
  const value = chosen[String(condition.id)];
  if (value == null) return undefined;
  return condition.choices.find((c) => c.value === value);
}

/** The worse-graded of two results; on equal grade the one seen first is kept. */
function worse(a: AppraisalResult | null, b: AppraisalResult | null): AppraisalResult | null {
  if (!a) return b;
  if (!b) return a;
  return qualityRank(b.quality as Quality) > qualityRank(a.quality as Quality) ? b : a;
}

/**
 * Grade and price of the device for the given answers.
 *
 * The spec's rules (§4 "Price calculation"), quoted:
 * > Each condition's chosen choice gives a quality. The two leading qualities are compared against
 * > the allowed quality order to pick the best quality.
 * > Price is that quality's price plus the sum of price corrections, never lower than
 * > minimal_buyout_price.
 * > Two conditions (original charger present, battery present) are ignored when determining quality.
 * > A condition of type quality is kept apart from the common conditions.
 * and (§4 "Buy-back page state"):
 * > A device can be bought out only when at least one chosen condition maps to an appraisal result
 * > that has a quality.
 *
 * How we read "the two leading qualities … pick the best quality":
 * - Every answer states the best grade the device can still have ("display cracked" → at most D).
 *   The common and special conditions together give one such cap: the worst grade among their
 *   answers. The quality-typed condition (the seller's own cosmetic grade) is kept apart and gives
 *   the second. Those are the two leading qualities.
 * - "Pick the best quality" against QUALITY_ORDER = the best grade that both leading qualities
 *   still allow, i.e. the worse of the two. Net effect: the grade is the worst grade among all
 *   graded answers.
 * - Why not the literal "better of the two": then the seller's own "A+" would override a cracked
 *   display reported in a common question, and the shop would pay A+ money for a D device. Taking
 *   the best grade the answers allow is the only reading where no single answer can be undone by
 *   another, which is how every trade-in grading we know of works (domain.md A.3).
 * Further details of the reading:
 * - An answer counts for the grade only when its appraisal_result exists and has a quality.
 *   Answers mapping to a quality-less result ("does not power on") or to no result do not veto the
 *   buyout: the spec only requires at least one graded answer.
 * - Charger and battery answers never give the grade, so they cannot make a device buyable either
 *   (there would be no grade to take a price from); their price corrections still apply.
 * - Special-typed conditions are not singled out by the spec, so they count like common ones.
 * - Disabled conditions keep counting: disabled means "not editable", not "not answered".
 * - The price is the price of the result that gave the grade, plus the price_correction of every
 *   chosen answer (charger and battery included: that is how a missing charger costs money), and
 *   at least minimal_buyout_price.
 * - Not buyable → result, quality and price are null.
 */
export function evaluateAppraisal(appraisal: Appraisal, chosen: ConditionChoices): AppraisalEvaluation {
  const results = new Map(appraisal.appraisal_result.map((r) => [r.id, r]));
  let commonCap: AppraisalResult | null = null;
  let sellerGrade: AppraisalResult | null = null;
  let corrections = 0;

  for (const condition of appraisal.device_conditions) {
    const choice = chosenChoice(condition, chosen);
    if (!choice) continue;
    corrections += choice.price_correction;
    if (IGNORED_FOR_QUALITY.has(condition.type)) continue;
    const result = choice.appraisal_result == null ? undefined : results.get(choice.appraisal_result);
    if (!result || !isQuality(result.quality)) continue;
    if (condition.type === "quality") sellerGrade = worse(sellerGrade, result);
    else commonCap = worse(commonCap, result);
  }

  const result = worse(commonCap, sellerGrade);
  if (!result) return NOT_BUYABLE;
  const price = Math.max(appraisal.minimal_buyout_price, result.price + corrections);
  return { result, quality: result.quality, price, buyable: true };
}

/**
 * Answers after the user sets `conditionId` to `value` (null clears it).
 *
 * Spec §4: "When a condition changes: if all its choices map to the same appraisal result already
 * present among the first choices, other qualities are kept; otherwise quality-typed conditions
 * reset to no value."
 *
 * Reading: "the first choices" are the first (top, best-case) choice of each *other* condition;
 * counting the changed condition itself would make the test always true. A condition whose every
 * answer maps to one result that a best-case answer elsewhere already implies cannot move the
 * grade, so the seller's cosmetic grade stays. Any other change may move the grade cap, so every
 * quality-typed condition (except the one being changed) is cleared and must be answered again
 * against the new cap. The rule is applied as written for charger and battery conditions too.
 *
 * Unknown or disabled conditions, values not among the condition's choices and unchanged values
 * return `chosen` itself (same object), so a UI state holder can skip re-rendering.
 * The input map is never mutated.
 */
export function applyConditionChange(
  appraisal: Appraisal,
  chosen: ConditionChoices,
  conditionId: number | string,
  value: string | null,
): ConditionChoices {
  const key = String(conditionId);
  const condition = appraisal.device_conditions.find((c) => String(c.id) === key);
  if (!condition || condition.disabled) return chosen;
  if (value !== null && !condition.choices.some((c) => c.value === value)) return chosen;
  if ((chosen[key] ?? null) === value) return chosen;

  const next: ConditionChoices = { ...chosen, [key]: value };
  if (cannotMoveGrade(appraisal, condition)) return next;
  for (const other of appraisal.device_conditions) {
    if (other.type === "quality" && other !== condition) next[String(other.id)] = null;
  }
  return next;
}

/** All choices map to one result, and another condition's first choice maps to it as well. */
function cannotMoveGrade(appraisal: Appraisal, condition: DeviceCondition): boolean {
  const ids = new Set(condition.choices.map((c) => c.appraisal_result));
  if (ids.size !== 1) return false;
  const [id] = ids;
  return appraisal.device_conditions.some(
    (other) => other !== condition && other.choices[0]?.appraisal_result === id,
  );
}

/**
 * Answers for a freshly loaded appraisal (spec §4: "Default choices from a URL appraisal are
 * applied to conditions; special-typed conditions get null when there is no default").
 * Every condition without a default, special or not, starts unanswered, so the seller has to
 * answer it rather than inherit a guess. A default that is not among the condition's choices
 * (stale server data) is dropped for the same reason.
 */
export function applyDefaultChoices(appraisal: Appraisal): ConditionChoices {
  const chosen: ConditionChoices = {};
  for (const condition of appraisal.device_conditions) {
    const key = String(condition.id);
    const fallback = appraisal.default_device_condition_choices[key];
    chosen[key] = fallback != null && condition.choices.some((c) => c.value === fallback) ? fallback : null;
  }
  return chosen;
}

export interface AppraisalLoadState {
  /** The selected colour variant; empty or null when none is chosen. */
  color: string | number | null | undefined;
  appraisal: Partial<Appraisal> | null | undefined;
  /** Error message of the last appraisal load; any non-empty message means an error. */
  error?: string | null;
}

/**
 * Spec §4: "An appraisal counts as loaded only when a color is selected, condition choices exist,
 * result data and the appraisal version exist, and there is no appraisal error. An error message
 * present means an appraisal error." Version 0 is a version: only a missing one fails.
 */
export function isAppraisalLoaded({ color, appraisal, error }: AppraisalLoadState): boolean {
  if (color == null || color === "") return false;
  if (error) return false;
  if (!appraisal) return false;
  const hasChoices = (appraisal.device_conditions ?? []).some((c) => c.choices.length > 0);
  const hasResults = (appraisal.appraisal_result ?? []).length > 0;
  return (
    hasChoices && hasResults && typeof appraisal.version === "number" && Number.isFinite(appraisal.version)
  );
}
