import { describe, expect, it } from "vitest";
import { normaliseBoost } from "./category-boost.js";

describe("category boost", () => {
  it("turns a comma decimal into a dot and defaults to 1", () => {
    expect(normaliseBoost("1,5")).toBe("1.5");
    expect(normaliseBoost(" 2 ")).toBe("2");
    expect(normaliseBoost(0.8)).toBe("0.8");
    expect(normaliseBoost("")).toBe("1");
    expect(normaliseBoost(undefined)).toBe("1");
  });

  it("rejects what is not a non-negative decimal", () => {
    for (const bad of ["-1", "abc", "1,2,3", "1.23456", "1e3"]) expect(normaliseBoost(bad)).toBeNull();
  });
});
