import { describe, expect, it } from "vitest";
import { isValidBirthNumber, parseBirthNumber } from "./birth-number.js";

const today = new Date(2026, 0, 15);

describe("parseBirthNumber (domain.md B.2)", () => {
  it.each([
    ["710319/2745", "1971-03-19", "M"],
    ["7103192745", "1971-03-19", "M"],
    [" 710319/2745 ", "1971-03-19", "M"],
    ["736028/5163", "1973-10-28", "F"],
    ["8801251680", "1988-01-25", "M"], // remainder-10 exception
    ["991231123", "1899-12-31", "M"], // 9 digits, before 1954
    ["991231/123", "1899-12-31", "M"],
    ["0523151233", "2005-03-15", "M"], // +20 variant
    ["0573151238", "2005-03-15", "F"], // +70 variant
  ])("%j is valid: %s %s", (input, birthDate, gender) => {
    expect(parseBirthNumber(input, { today })).toEqual({ valid: true, birthDate, gender });
  });

  it.each([
    ["7103192746", "wrong check digit"],
    ["1103492745", "day 49"],
    ["398800/2183", "divisible by 11 but month 88, day 00"],
    ["590312/123", "9 digits after 1953"],
    ["710319-2745", "dash is not the separator"],
    ["71031927", "too short"],
    ["71031927451", "too long"],
    ["7141192745", "month 41 is no variant"],
    ["710230/xxxx", "letters"],
    ["2601200008", "born after today"],
    ["", "empty"],
  ])("%j is invalid (%s)", (input) => {
    expect(parseBirthNumber(input, { today })).toEqual({ valid: false });
    expect(isValidBirthNumber(input, { today })).toBe(false);
  });

  it("rejects a day that does not exist in that month", () => {
    // 1971-02-29: not a leap year; check digit recomputed so only the date is wrong.
    const body = "710229274";
    const check = (Number(body) % 11) % 10;
    expect(isValidBirthNumber(`${body}${check}`, { today })).toBe(false);
  });

  it("isValidBirthNumber agrees with parseBirthNumber", () => {
    expect(isValidBirthNumber("736028/5163", { today })).toBe(true);
  });
});
