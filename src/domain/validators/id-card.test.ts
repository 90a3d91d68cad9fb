import { describe, expect, it } from "vitest";
import { isValidIdCardNumber, normalizeIdCardNumber } from "./id-card.js";

describe("isValidIdCardNumber", () => {
  it.each([
    ["123456789", "CZ", true],
    [" 123 456 789 ", "CZ", true],
    ["123456", "CZ", true], // older, series omitted
    ["AB 123456", "CZ", true],
    ["ab123456", "cz", true],
    ["12345678", "CZ", false],
    ["1234567890", "CZ", false],
    ["ABC123456", "CZ", false],
    ["AB12345", "CZ", false],
    ["12345678A", "CZ", false],
    ["RX 123456", "RO", true],
    ["rx123456", "RO", true],
    ["R 123456", "RO", false],
    ["RX 12345", "RO", false],
    ["123456789", "RO", false],
    ["C01X00T47", "DE", true],
    ["AB12", "DE", false],
    ["AB-123456", "DE", false],
    ["", "CZ", false],
  ])("%j (%s) → %s", (value, country, expected) => {
    expect(isValidIdCardNumber(value, country)).toBe(expected);
  });

  it("normalises spaces and case", () => {
    expect(normalizeIdCardNumber(" rx 123456 ")).toBe("RX123456");
  });
});
