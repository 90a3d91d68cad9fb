import { describe, expect, it } from "vitest";
import { isValidImei, normalizeImei } from "./imei.js";

describe("isValidImei (domain.md B.1)", () => {
  it.each([
    ["490154203237518", true],
    ["354178036859789", true],
    ["352099001761481", true],
    ["35-209900-176148-1", true],
    ["35 209900 176148 1", true],
    ["350077523237513", true],
    ["490154203237519", false],
    ["354178036859781", false],
    ["35-417803-685978-1", false],
    ["3568680000414120", false], // IMEISV, 16 digits
    ["49015420323751", false], // 14 digits, no check digit
    ["49015420323751A", false],
    ["35.209900.176148.1", false], // only space and dash are separators
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(isValidImei(input)).toBe(expected);
  });

  it("strips spaces and dashes", () => {
    expect(normalizeImei(" 35-209900 176148-1 ")).toBe("352099001761481");
  });
});
