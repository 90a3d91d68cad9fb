import { describe, expect, it } from "vitest";
import {
  isValidAccountNumber,
  isValidBankCode,
  isValidCzechAccount,
  parseCzechAccount,
} from "./bank-account.js";

describe("isValidCzechAccount (domain.md B.3)", () => {
  it.each([
    ["19-2000145399/0800", true],
    ["34278-0727558021/0100", true],
    ["178124-4159/0710", true],
    ["0500021502/0800", true],
    ["1011038930/5500", true],
    ["4278-727558021/0100", false], // prefix check
    ["2000145398/0800", false], // number check
    ["8021/0100", false], // checksum
    ["1/0100", false], // number shorter than 2 digits
    ["34278-727558021/0000", false], // unknown bank code
    ["19-2000145399", false], // no bank code
  ])("%j → %s", (input, expected) => {
    expect(isValidCzechAccount(input)).toBe(expected);
  });
});

describe("isValidAccountNumber", () => {
  it.each([
    ["19-2000145399", true],
    ["2000145399", true],
    ["34278-727558021", true],
    ["000000-2000145399", true], // zero prefix is the same as no prefix
    ["4278-727558021", false],
    ["2000145398", false],
    ["0000000000", false], // all zeros pass the sum but are no account
    ["19-0", false],
    ["1234567-2000145399", false], // prefix longer than 6 digits
    ["20001453990", false], // number longer than 10 digits
    ["-2000145399", false],
    ["19-2000145399/0800", false], // the bank code is a separate field
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(isValidAccountNumber(input)).toBe(expected);
  });
});

describe("isValidBankCode", () => {
  it.each([
    ["0100", true],
    ["0800", true],
    ["3030", true],
    ["8500", true],
    [" 2010 ", true],
    ["0000", false],
    ["6100", false], // retired (Equa bank), not on the CNB list
    ["100", false],
    ["01000", false],
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(isValidBankCode(input)).toBe(expected);
  });
});

describe("parseCzechAccount", () => {
  it.each([
    ["19-2000145399/0800", { prefix: "19", number: "2000145399", bankCode: "0800" }],
    ["2000145399/0800", { prefix: "", number: "2000145399", bankCode: "0800" }],
    [" 19-2000145399 / 0800 ", { prefix: "19", number: "2000145399", bankCode: "0800" }],
    ["19-2000145399", null],
    ["19-2000145399/800", null],
    ["1/0100", null],
    ["a-2000145399/0800", null],
  ])("%j → %j", (input, expected) => {
    expect(parseCzechAccount(input)).toEqual(expected);
  });
});
