import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Appraisal } from "./appraisal.js";
import {
  allAnswered,
  answersToChoices,
  buybackVerdict,
  choicesToAnswers,
  parseAnswersParam,
} from "./buyback-answers.js";

const appraisal: Appraisal = {
  version: 1,
  minimal_buyout_price: 10000,
  appraisal_result: [
    { id: 1, quality: "A+", price: 1000000, url: "" },
    { id: 2, quality: "B", price: 700000, url: "" },
    { id: 3, quality: null, price: 0, url: "" },
  ],
  device_conditions: [
    {
      id: 1,
      name: "Display",
      type: "common",
      value: null,
      disabled: false,
      choices: [
        { value: "display-ok", label: "", appraisal_result: 1, price_correction: 0 },
        { value: "display-worn", label: "", appraisal_result: 2, price_correction: 0 },
      ],
    },
    {
      id: 2,
      name: "Lock",
      type: "special",
      value: null,
      disabled: false,
      choices: [
        { value: "lock-off", label: "", appraisal_result: null, price_correction: 0 },
        { value: "lock-on", label: "", appraisal_result: 3, price_correction: 0 },
      ],
    },
    {
      id: 3,
      name: "Charger",
      type: "charger",
      value: null,
      disabled: false,
      choices: [
        { value: "charger-yes", label: "", appraisal_result: null, price_correction: 0 },
        { value: "charger-no", label: "", appraisal_result: 3, price_correction: -20000 },
      ],
    },
  ],
  default_device_condition_choices: {},
};

describe("condition answers as a flat list", () => {
  it("maps values to conditions and back, in questionnaire order", () => {
    const { choices, unknown, duplicated } = answersToChoices(appraisal, [
      "lock-off",
      "display-worn",
      "nope",
    ]);
    expect(choices).toEqual({ "1": "display-worn", "2": "lock-off" });
    expect(unknown).toEqual(["nope"]);
    expect(duplicated).toEqual([]);
    expect(choicesToAnswers(appraisal, choices)).toEqual(["display-worn", "lock-off"]);
    expect(answersToChoices(appraisal, ["display-ok", "display-worn"]).duplicated).toEqual([1]);
    expect(allAnswered(appraisal, choices)).toBe(false);
  });

  it("reads the URL parameter leniently", () => {
    expect(parseAnswersParam("display-ok, lock-off,,BAD!,charger-yes")).toEqual([
      "display-ok",
      "lock-off",
      "charger-yes",
    ]);
    expect(parseAnswersParam(null)).toEqual([]);
  });
});

describe("buy-back verdict", () => {
  const verdict = (answers: string[]) =>
    buybackVerdict(appraisal, answersToChoices(appraisal, answers).choices);

  it("prices a graded device and refuses a locked one", () => {
    expect(verdict(["display-worn", "lock-off", "charger-no"])).toMatchObject({
      buyable: true,
      quality: "B",
      price: 680000,
      refused: false,
    });
    expect(verdict(["display-ok", "lock-on", "charger-yes"])).toMatchObject({
      buyable: false,
      price: null,
      refused: true,
    });
  });

  it("never lets a charger or battery answer refuse the device", () => {
    expect(verdict(["display-ok", "lock-off", "charger-no"]).refused).toBe(false);
  });

  it("never prices below the minimum and never prices a refused device (property)", () => {
    const values = appraisal.device_conditions.map((c) => c.choices.map((ch) => ch.value));
    fc.assert(
      fc.property(fc.tuple(...values.map((v) => fc.constantFrom(...v))), (answers) => {
        const v = verdict(answers);
        if (v.refused) expect(v.price).toBeNull();
        if (v.price !== null) expect(v.price).toBeGreaterThanOrEqual(appraisal.minimal_buyout_price);
      }),
    );
  });
});
