import { describe, expect, it } from "vitest";
import { formatPostcode, isValidPostcode } from "./postcode.js";

describe("isValidPostcode (domain.md B.4)", () => {
  it.each([
    ["CZ", "110 00", true],
    ["CZ", "11000", true],
    ["cz", " 739 61 ", true],
    ["CZ", "1100", false],
    ["CZ", "110000", false],
    ["CZ", "11 000", false],
    ["CZ", "810 00", false], // Slovak range
    ["CZ", "010 00", false],
    ["CZ", "110-00", false],
    ["RO", "010011", true],
    ["RO", "400001", true],
    ["RO", "01001", false],
    ["RO", "0100111", false],
    ["RO", "010 011", false],
    ["SK", "811 01", true],
    ["GB", "SW1A 1AA", true],
    ["PL", "00-950", true],
    ["DE", "10115", true],
    ["DE", "12", false],
    ["DE", "12345678901", false],
    ["DE", "10115!", false],
    ["DE", "10  115", false],
    ["DE", "", false],
  ])("%s %j → %s", (country, value, expected) => {
    expect(isValidPostcode(country, value)).toBe(expected);
  });
});

describe("formatPostcode", () => {
  it.each([
    ["CZ", "11000", "110 00"],
    ["CZ", "110 00", "110 00"],
    ["RO", " 010011 ", "010011"],
    ["GB", "sw1a 1aa", "SW1A 1AA"],
    ["CZ", " 1100 ", "1100"], // invalid stays as typed
  ])("%s %j → %j", (country, value, expected) => {
    expect(formatPostcode(country, value)).toBe(expected);
  });
});
