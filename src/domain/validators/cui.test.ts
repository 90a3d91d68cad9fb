import { describe, expect, it } from "vitest";
import { isValidCui, normaliseCui } from "./cui.js";

describe("Romanian CUI", () => {
  it.each(["12345674", "RO12345674", "18547290", "RO 18547290", "14399840"])("%s is valid", (v) => {
    expect(isValidCui(v)).toBe(true);
  });
  it.each(["12345678", "18547291", "1", "RO", "12345678901", "ABC"])("%s is not", (v) => {
    expect(isValidCui(v)).toBe(false);
  });
  it("drops the RO prefix and spaces", () => expect(normaliseCui("RO 123 456 74")).toBe("12345674"));
});
