import { describe, expect, it } from "vitest";
import { compactIban, czAccountToIban, formatIban, isValidIban } from "./iban.js";

describe("isValidIban (domain.md B.6)", () => {
  it.each([
    ["CZ65 0800 0000 1920 0014 5399", true],
    ["CZ6508000000192000145399", true],
    ["cz65 0800 0000 1920 0014 5399", true],
    ["CZ94 5500 0000 0010 1103 8930", true],
    ["RO49 AAAA 1B31 0075 9384 0000", true],
    ["DE89 3704 0044 0532 0130 00", true], // other countries: mod-97 only
    ["CZ6508000000129000145399", false], // digits swapped
    ["CZ9455000000000101038930", false],
    ["CZ66 0800 0000 1920 0014 5399", false], // check digits
    ["RO49AAAA1B31007593840001", false],
    ["CZ65 0800 0000 1920 0014 539", false], // 23 chars
    ["RO49 AAA1 1B31 0075 9384 0000", false], // bank part must be letters
    ["DE89 3704 0044 0532 0130 01", false],
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(isValidIban(input)).toBe(expected);
  });

  it("refuses a CZ IBAN whose mod-97 is right but whose account fails mod-11", () => {
    // Account 2000145398 fails the Czech check; give it correct IBAN check digits anyway.
    const bban = "08000000192000145398";
    const digits = `${bban}123500`.split("").reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
    const iban = `CZ${String(98 - digits).padStart(2, "0")}${bban}`;
    expect(isValidIban(iban)).toBe(false);
  });
});

describe("czAccountToIban", () => {
  it.each([
    ["19", "2000145399", "0800", "CZ6508000000192000145399"],
    ["", "1011038930", "5500", "CZ9455000000001011038930"],
    ["19", "2000145398", "0800", null], // invalid account
    ["", "1", "0100", null],
    ["", "1011038930", "55", null],
  ])("%j-%j/%j → %j", (prefix, number, bank, expected) => {
    const iban = czAccountToIban(prefix, number, bank);
    expect(iban).toBe(expected);
    if (iban) expect(isValidIban(iban)).toBe(true);
  });
});

describe("formatting", () => {
  it("compacts and groups", () => {
    expect(compactIban(" cz65 0800 0000 1920 0014 5399 ")).toBe("CZ6508000000192000145399");
    expect(formatIban("CZ6508000000192000145399")).toBe("CZ65 0800 0000 1920 0014 5399");
  });
});
