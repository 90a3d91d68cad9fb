import { describe, expect, it } from "vitest";
import { luhnCheckDigit, luhnValid } from "./luhn.js";

describe("luhnValid", () => {
  it.each([
    ["490154203237518", true],
    ["354178036859789", true],
    ["79927398713", true],
    ["490154203237519", false],
    ["79927398710", false],
    ["", false],
    ["0", false],
    ["4901 5420", false],
    ["49015420323751a", false],
  ])("%j → %s", (input, expected) => {
    expect(luhnValid(input)).toBe(expected);
  });
});

describe("luhnCheckDigit", () => {
  it.each([
    ["49015420323751", "8"],
    ["7992739871", "3"],
    ["12a", null],
    ["", null],
  ])("%j → %j", (body, expected) => {
    expect(luhnCheckDigit(body)).toBe(expected);
  });
});
