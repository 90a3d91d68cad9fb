import { describe, expect, it } from "vitest";
import { cnpControlDigit, isValidCnp, parseCnp } from "./cnp.js";

const today = new Date(2026, 0, 15);

describe("parseCnp (domain.md B.5)", () => {
  it.each([
    ["1630615123457", { valid: true, birthDate: "1963-06-15", gender: "M", county: "12" }],
    [" 1630615123457 ", { valid: true, birthDate: "1963-06-15", gender: "M", county: "12" }],
    ["1900101400081", { valid: true, birthDate: "1990-01-01", gender: "M", county: "40" }], // remainder 10 → 1
    ["5020307460181", { valid: true, birthDate: "2002-03-07", gender: "M", county: "46" }],
    ["2630615123459", { valid: true, birthDate: "1963-06-15", gender: "F", county: "12" }],
    ["7630615123458", { valid: true, birthDate: "1963-06-15", gender: "M", county: "12" }], // resident
    ["9030615123453", { valid: true, birthDate: "2003-06-15", county: "12" }], // foreigner: no sex
  ])("%j is valid", (input, expected) => {
    expect(parseCnp(input, { today })).toEqual(expected);
    expect(isValidCnp(input, { today })).toBe(true);
  });

  it.each([
    ["1630615123458", "wrong control digit"],
    ["1632215123457", "month 22"],
    ["1630231123452", "31 February, control digit right"],
    ["0800101221142", "first digit 0, control digit right"],
    ["1630615993454", "county 99, control digit right"],
    ["1630615493451", "county 49, control digit right"],
    ["1630615120005", "serial 000, control digit right"],
    ["5270101123457", "born after today, control digit right"],
    ["163061512345", "12 digits"],
    ["16306151234570", "14 digits"],
    ["1630615-123457", "separator"],
    ["", "empty"],
  ])("%j is invalid (%s)", (input) => {
    expect(parseCnp(input, { today })).toEqual({ valid: false });
  });
});

describe("cnpControlDigit", () => {
  it.each([
    ["163061512345", 7],
    ["190010140008", 1],
    ["502030746018", 1],
  ])("%j → %d", (first12, expected) => {
    expect(cnpControlDigit(first12)).toBe(expected);
  });
});
