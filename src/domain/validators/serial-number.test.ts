import { describe, expect, it } from "vitest";
import { isValidSerialNumber } from "./serial-number.js";

describe("isValidSerialNumber", () => {
  it.each([
    ["F2LXK0ABHG7F", true],
    ["R58N123ABCD", true],
    ["ab-12", true],
    ["ABCD", true],
    [" F2LXK0ABHG7F ", true],
    ["A".repeat(30), true],
    ["A".repeat(31), false],
    ["ABC", false],
    ["F2LX K0AB", false], // inner space
    ["F2LX_K0AB", false],
    ["F2LX/K0AB", false],
    ["ŠÍ12345", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isValidSerialNumber(value)).toBe(expected);
  });
});
