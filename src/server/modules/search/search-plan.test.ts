import { describe, expect, it } from "vitest";
import { indexGroups, LOOKUP_ROWS, planSearch } from "./search-plan.js";
import type { Group } from "./search-query.js";
import { wordsBeingTyped } from "./search-query.js";

const group = (word: string, freq: number): Group => ({
  alts: [word],
  freq,
  lexemes: [word],
  complete: true,
  best: word,
  corrected: false,
});

describe("indexGroups: the words a lookup asks the GIN index for", () => {
  const MODELS = 100_000;
  it("leaves a common word to the check on the rows the rare ones find", () => {
    // "nova 80 64 gb" at 100 000 models: "80" and "nova" narrow to ~6 rows; "64" and "gb" are in a
    // quarter of all models each, whose postings cost more than checking those rows.
    const nova = group("nova", 2492);
    const n80 = group("80", 257);
    const n64 = group("64", 24921);
    const gb = group("gb", 24964);
    expect(indexGroups([nova, n80, n64, gb], MODELS)?.map((g) => g.best)).toEqual(["80", "nova"]);
  });

  it("asks the whole query when every word narrows enough (null)", () => {
    expect(indexGroups([group("samsung", 2000), group("galaxy", 1500)], MODELS)).toBeNull();
    expect(indexGroups([group("15", 300)], MODELS)).toBeNull();
  });

  it("keeps common words while the rows would still be many", () => {
    // Three words in a quarter of the models each: each still rules out thousands of rows.
    const common = [group("64", 24921), group("gb", 24964), group("cerna", 24963)];
    expect(indexGroups(common, MODELS)).toBeNull();
  });

  it("always asks the rarest, even a word no model holds", () => {
    expect(indexGroups([group("999", 0), group("galaxy", 20000)], MODELS)?.map((g) => g.best)).toEqual([
      "999",
    ]);
  });
});

describe("planSearch: a lookup through the GIN index, or a walk of postings", () => {
  it("looks up a number or a rare word, whose matches are few", () => {
    const plan = planSearch([group("samsung", 19243), group("15", 300)], 250_000);
    expect(plan.kind).toBe("lookup");
  });

  it("walks common words, and words expected to match more than a lookup reads", () => {
    expect(planSearch([group("64", 249921), group("cerna", 249963)], 250_000).kind).toBe("walk");
    // "69 64 gb cerna" at a million products: 2 575 matches expected, more than LOOKUP_ROWS, which
    // a lookup would read only to hand over to the walk.
    const words = [group("69", 2576), group("64", 249921), group("gb", 249964), group("cerna", 249963)];
    const models = 250_000;
    expect(words.reduce((e, g) => e * (g.freq / models), models)).toBeGreaterThan(LOOKUP_ROWS);
    const plan = planSearch(words, models);
    expect(plan).toMatchObject({ kind: "walk", covers: true });
  });

  it("joins the next rarest word's postings only where it rules out rows", () => {
    const models = 250_000;
    // "64" is in nearly every model: joining it reads ~100 of its postings per "69" and spares no row.
    const common = [group("69", 2576), group("64", 249921), group("gb", 249964), group("cerna", 249963)];
    expect(planSearch(common, models).words).toEqual([["69"]]);
    // "neo" is in one model in ten: the join spares nine rows in ten for about one posting each.
    const rare = [group("garmin", 19228), group("neo", 24992), group("6", 273107)];
    expect(planSearch(rare, models).words).toEqual([["garmin"], ["neo"]]);
  });
});

describe("wordsBeingTyped", () => {
  it("is the last word, and the last run of a glued last word", () => {
    expect([...wordsBeingTyped(["galaxy", "a5"])]).toEqual(["a5", "5"]);
    expect([...wordsBeingTyped(["iphone", "pro"])]).toEqual(["pro"]);
    expect([...wordsBeingTyped([])]).toEqual([]);
  });
});
