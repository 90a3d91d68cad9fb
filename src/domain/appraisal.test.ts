import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Appraisal,
  type AppraisalResult,
  applyConditionChange,
  applyDefaultChoices,
  type ConditionChoices,
  type ConditionType,
  type DeviceCondition,
  evaluateAppraisal,
  isAppraisalLoaded,
  QUALITY_ORDER,
  type Quality,
  qualityRank,
} from "./appraisal.js";

const results: AppraisalResult[] = [
  { id: 1, quality: "A+", price: 1_000_000, url: "/r/1" },
  { id: 2, quality: "A", price: 900_000, url: "/r/2" },
  { id: 3, quality: "B", price: 700_000, url: "/r/3" },
  { id: 4, quality: "C", price: 500_000, url: "/r/4" },
  { id: 5, quality: "D", price: 300_000, url: "/r/5" },
  { id: 6, quality: null, price: 0, url: "/r/6" }, // e.g. does not power on
];

function cond(
  id: number,
  type: ConditionType,
  choices: [value: string, result: number | null, correction?: number][],
  disabled = false,
): DeviceCondition {
  return {
    id,
    name: `condition ${id}`,
    type,
    value: null,
    disabled,
    choices: choices.map(([value, r, correction = 0]) => ({
      value,
      label: value,
      appraisal_result: r,
      price_correction: correction,
    })),
  };
}

const DISPLAY = 10;
const FUNCTION = 11;
const GRADE = 20;
const CHARGER = 30;
const BATTERY = 40;
const BOX = 50;
const ACCESSORIES = 60;
const CASE = 70;
const LOCKED = 80;

const appraisal: Appraisal = {
  version: 3,
  minimal_buyout_price: 100_000,
  appraisal_result: results,
  device_conditions: [
    cond(DISPLAY, "common", [
      ["ok", 1],
      ["scratched", 3],
      ["cracked", 5, -150_000],
    ]),
    cond(FUNCTION, "common", [
      ["works", 1],
      ["faulty", 4, -20_000],
      ["dead", 6],
    ]),
    cond(GRADE, "quality", [
      ["aplus", 1],
      ["a", 2],
      ["b", 3],
      ["c", 4],
      ["d", 5],
    ]),
    // Mapped to D on purpose: charger and battery must not lower the grade, only the price.
    cond(CHARGER, "charger", [
      ["yes", 1],
      ["no", 5, -30_000],
    ]),
    cond(BATTERY, "battery", [
      ["yes", 1],
      ["no", 5, -100_000],
    ]),
    cond(BOX, "special", [
      ["yes", null, 10_000],
      ["no", null],
    ]),
    // Every answer maps to result 1, which DISPLAY's first choice also maps to: cannot move the grade.
    cond(ACCESSORIES, "common", [
      ["all", 1, 5_000],
      ["none", 1],
    ]),
    // Every answer maps to result 2, which no other first choice maps to.
    cond(CASE, "common", [
      ["original", 2],
      ["other", 2],
    ]),
    cond(LOCKED, "common", [["no", 1]], true),
  ],
  default_device_condition_choices: {},
};

const on = (answers: Record<number, string | null>): ConditionChoices =>
  Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v]));

describe("evaluateAppraisal (spec §4 Price calculation)", () => {
  it.each<[string, Record<number, string | null>, Quality | null, number | null]>([
    ["nothing chosen", {}, null, null],
    ["all answers null", { [DISPLAY]: null, [GRADE]: null }, null, null],
    ["only the charger: it never gives a grade", { [CHARGER]: "no" }, null, null],
    ["only a quality-less result", { [FUNCTION]: "dead" }, null, null],
    ["only an answer without result", { [BOX]: "yes" }, null, null],
    ["stale value not among the choices", { [DISPLAY]: "bogus" }, null, null],
    ["perfect device", { [DISPLAY]: "ok", [FUNCTION]: "works" }, "A+", 1_000_000],
    ["worst common answer caps the grade", { [DISPLAY]: "scratched", [FUNCTION]: "works" }, "B", 700_000],
    ["two worse answers: the worst wins", { [DISPLAY]: "scratched", [FUNCTION]: "faulty" }, "C", 480_000],
    ["seller's grade lowers it", { [DISPLAY]: "ok", [FUNCTION]: "works", [GRADE]: "a" }, "A", 900_000],
    ["seller's A+ cannot lift a common cap", { [DISPLAY]: "scratched", [GRADE]: "aplus" }, "B", 700_000],
    ["seller's C below an A+ cap", { [DISPLAY]: "ok", [GRADE]: "c" }, "C", 500_000],
    ["seller's grade alone is enough", { [GRADE]: "b" }, "B", 700_000],
    ["missing charger: price only", { [DISPLAY]: "ok", [CHARGER]: "no" }, "A+", 970_000],
    [
      "missing charger and battery: price only",
      { [DISPLAY]: "ok", [CHARGER]: "no", [BATTERY]: "no" },
      "A+",
      870_000,
    ],
    ["quality-less answer does not veto", { [FUNCTION]: "dead", [DISPLAY]: "scratched" }, "B", 700_000],
    ["positive correction from an ungraded answer", { [DISPLAY]: "ok", [BOX]: "yes" }, "A+", 1_010_000],
    [
      "never below minimal_buyout_price",
      { [DISPLAY]: "cracked", [FUNCTION]: "faulty", [CHARGER]: "no", [BATTERY]: "no" },
      "D",
      100_000,
    ],
    ["disabled conditions still count", { [LOCKED]: "no", [GRADE]: "d" }, "D", 300_000],
  ])("%s", (_name, answers, quality, price) => {
    const evaluation = evaluateAppraisal(appraisal, on(answers));
    expect(evaluation.quality).toBe(quality);
    expect(evaluation.price).toBe(price);
    expect(evaluation.buyable).toBe(quality !== null);
    expect(evaluation.result?.quality ?? null).toBe(quality);
  });

  it("returns the grading result itself", () => {
    expect(evaluateAppraisal(appraisal, on({ [DISPLAY]: "scratched" })).result).toBe(results[2]);
  });

  it("ignores unknown condition ids and dangling result ids", () => {
    const dangling: Appraisal = {
      ...appraisal,
      device_conditions: [cond(1, "common", [["x", 99]]), cond(2, "common", [["y", 2]])],
    };
    expect(evaluateAppraisal(dangling, { "1": "x", "999": "y" })).toEqual({
      result: null,
      quality: null,
      price: null,
      buyable: false,
    });
    expect(evaluateAppraisal(dangling, { "1": "x", "2": "y" }).quality).toBe("A");
  });
});

describe("applyConditionChange (spec §4 reset rule)", () => {
  const base = on({ [DISPLAY]: "ok", [FUNCTION]: "works", [GRADE]: "aplus", [CHARGER]: "yes" });

  it.each<[string, number, string | null, Record<number, string | null>]>([
    [
      "a grade-moving common answer clears the seller's grade",
      DISPLAY,
      "scratched",
      { [DISPLAY]: "scratched", [FUNCTION]: "works", [GRADE]: null, [CHARGER]: "yes" },
    ],
    [
      "clearing a common answer clears the seller's grade",
      FUNCTION,
      null,
      { [DISPLAY]: "ok", [FUNCTION]: null, [GRADE]: null, [CHARGER]: "yes" },
    ],
    [
      "all answers map to a result a first choice already implies: grade kept",
      ACCESSORIES,
      "none",
      { [DISPLAY]: "ok", [FUNCTION]: "works", [GRADE]: "aplus", [CHARGER]: "yes", [ACCESSORIES]: "none" },
    ],
    [
      "all answers map to one result no first choice implies: grade cleared",
      CASE,
      "other",
      { [DISPLAY]: "ok", [FUNCTION]: "works", [GRADE]: null, [CHARGER]: "yes", [CASE]: "other" },
    ],
    [
      "charger answers map to different results: the rule applies as written",
      CHARGER,
      "no",
      { [DISPLAY]: "ok", [FUNCTION]: "works", [GRADE]: null, [CHARGER]: "no" },
    ],
    [
      "changing the seller's grade itself keeps it",
      GRADE,
      "c",
      { [DISPLAY]: "ok", [FUNCTION]: "works", [GRADE]: "c", [CHARGER]: "yes" },
    ],
  ])("%s", (_name, id, value, expected) => {
    expect(applyConditionChange(appraisal, base, id, value)).toEqual(on(expected));
  });

  it.each<[string, number | string, string | null]>([
    ["same value", DISPLAY, "ok"],
    ["unknown condition", 999, "ok"],
    ["value not among the choices", DISPLAY, "bogus"],
    ["disabled condition", LOCKED, null],
  ])("no change for %s: returns the same object", (_name, id, value) => {
    expect(applyConditionChange(appraisal, base, id, value)).toBe(base);
  });

  it("accepts the id as a string and never mutates its input", () => {
    const before = { ...base };
    const next = applyConditionChange(appraisal, base, String(DISPLAY), "cracked");
    expect(base).toEqual(before);
    expect(next[String(DISPLAY)]).toBe("cracked");
  });

  it("clears every other quality-typed condition", () => {
    const twoGrades: Appraisal = {
      ...appraisal,
      device_conditions: [
        cond(1, "common", [
          ["ok", 1],
          ["bad", 5],
        ]),
        cond(2, "quality", [
          ["a", 2],
          ["b", 3],
        ]),
        cond(3, "quality", [
          ["a", 2],
          ["b", 3],
        ]),
      ],
    };
    expect(applyConditionChange(twoGrades, { "1": "ok", "2": "a", "3": "a" }, 1, "bad")).toEqual({
      "1": "bad",
      "2": null,
      "3": null,
    });
    expect(applyConditionChange(twoGrades, { "1": "ok", "2": "a", "3": "a" }, 2, "b")).toEqual({
      "1": "ok",
      "2": "b",
      "3": null,
    });
  });
});

describe("applyDefaultChoices", () => {
  it("applies valid defaults and leaves everything else unanswered", () => {
    const withDefaults: Appraisal = {
      ...appraisal,
      default_device_condition_choices: {
        [DISPLAY]: "scratched",
        [GRADE]: "b",
        [CHARGER]: "bogus", // stale default
        [BOX]: "yes",
      },
    };
    expect(applyDefaultChoices(withDefaults)).toEqual(
      on({
        [DISPLAY]: "scratched",
        [FUNCTION]: null,
        [GRADE]: "b",
        [CHARGER]: null,
        [BATTERY]: null,
        [BOX]: "yes",
        [ACCESSORIES]: null,
        [CASE]: null,
        [LOCKED]: null,
      }),
    );
  });

  it("gives special-typed conditions null without a default", () => {
    expect(applyDefaultChoices(appraisal)[String(BOX)]).toBeNull();
  });
});

describe("isAppraisalLoaded (spec §4)", () => {
  it.each<[string, Parameters<typeof isAppraisalLoaded>[0], boolean]>([
    ["everything present", { color: "blue-128", appraisal, error: null }, true],
    ["numeric colour id", { color: 42, appraisal }, true],
    ["version 0 is a version", { color: "c", appraisal: { ...appraisal, version: 0 } }, true],
    ["no colour", { color: null, appraisal }, false],
    ["empty colour", { color: "", appraisal }, false],
    ["error message", { color: "c", appraisal, error: "Omlouváme se…" }, false],
    ["no appraisal", { color: "c", appraisal: null }, false],
    ["no conditions", { color: "c", appraisal: { ...appraisal, device_conditions: [] } }, false],
    [
      "conditions without choices",
      { color: "c", appraisal: { ...appraisal, device_conditions: [cond(1, "common", [])] } },
      false,
    ],
    ["no result data", { color: "c", appraisal: { ...appraisal, appraisal_result: [] } }, false],
    ["no version", { color: "c", appraisal: { ...appraisal, version: undefined } }, false],
  ])("%s → %s", (_name, state, expected) => {
    expect(isAppraisalLoaded(state)).toBe(expected);
  });
});

describe("evaluateAppraisal properties", () => {
  const conditionTypes: ConditionType[] = ["common", "quality", "charger", "battery", "special"];

  const scenario = fc.integer({ min: 1, max: 6 }).chain((resultCount) =>
    fc.record({
      results: fc.array(
        fc.record({
          quality: fc.option(fc.constantFrom(...QUALITY_ORDER), { nil: null }),
          price: fc.integer({ min: 0, max: 5_000_000 }),
        }),
        { minLength: resultCount, maxLength: resultCount },
      ),
      conditions: fc.array(
        fc.record({
          type: fc.constantFrom(...conditionTypes),
          // resultCount + 1 is a dangling reference to a result that does not exist.
          choices: fc.array(
            fc.record({
              result: fc.option(fc.integer({ min: 1, max: resultCount + 1 }), { nil: null }),
              correction: fc.integer({ min: -2_000_000, max: 500_000 }),
            }),
            { minLength: 1, maxLength: 4 },
          ),
          pick: fc.option(fc.nat({ max: 4 }), { nil: null }),
        }),
        { maxLength: 7 },
      ),
      minimal: fc.integer({ min: 0, max: 200_000 }),
    }),
  );

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

  function build(s: Scenario): { appraisal: Appraisal; chosen: ConditionChoices } {
    const built: Appraisal = {
      version: 1,
      minimal_buyout_price: s.minimal,
      appraisal_result: s.results.map((r, i) => ({ id: i + 1, quality: r.quality, price: r.price, url: "" })),
      device_conditions: s.conditions.map((c, i) =>
        cond(
          i + 1,
          c.type,
          c.choices.map((ch, j) => [`v${j}`, ch.result, ch.correction]),
        ),
      ),
      default_device_condition_choices: {},
    };
    // A pick past the last choice stands for a stale value.
    const chosen = Object.fromEntries(
      s.conditions.map((c, i) => [String(i + 1), c.pick === null ? null : `v${c.pick}`]),
    );
    return { appraisal: built, chosen };
  }

  it("never prices a buyable device below minimal_buyout_price; grade is the worst chosen grade", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { appraisal: a, chosen } = build(s);
        const evaluation = evaluateAppraisal(a, chosen);

        // Independent oracle: the grades of the chosen answers that may grade the device.
        const grades: Quality[] = [];
        let corrections = 0;
        for (const c of a.device_conditions) {
          const choice = c.choices.find((ch) => ch.value === chosen[String(c.id)]);
          if (!choice) continue;
          corrections += choice.price_correction;
          if (c.type === "charger" || c.type === "battery") continue;
          const q = a.appraisal_result.find((r) => r.id === choice.appraisal_result)?.quality;
          if (q) grades.push(q);
        }

        expect(evaluation.buyable).toBe(grades.length > 0);
        if (!evaluation.buyable) {
          expect(evaluation).toEqual({ result: null, quality: null, price: null, buyable: false });
          return;
        }
        expect(grades).toContain(evaluation.quality);
        expect(qualityRank(evaluation.quality!)).toBe(Math.max(...grades.map(qualityRank)));
        expect(evaluation.price).toBeGreaterThanOrEqual(a.minimal_buyout_price);
        expect(evaluation.price).toBe(
          Math.max(a.minimal_buyout_price, evaluation.result!.price + corrections),
        );
      }),
      { numRuns: 500 },
    );
  });

  it("changing an answer never touches answers of non-quality conditions other than itself", () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.nat({ max: 4 }), (s, which, pick) => {
        const { appraisal: a, chosen } = build(s);
        if (a.device_conditions.length === 0) return;
        const target = a.device_conditions[which % a.device_conditions.length];
        const value = target.choices[pick % target.choices.length].value;
        const next = applyConditionChange(a, chosen, target.id, value);
        expect(next[String(target.id)]).toBe(value);
        for (const c of a.device_conditions) {
          if (c === target) continue;
          const key = String(c.id);
          if (c.type === "quality") expect([chosen[key], null]).toContain(next[key]);
          else expect(next[key]).toBe(chosen[key]);
        }
      }),
    );
  });
});
