import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone, phoneKind } from "./phone.js";

describe("normalizePhone / isValidPhone (domain.md B.7)", () => {
  it.each([
    ["+420601123456", "CZ", "+420601123456", "mobile"],
    ["+420 601 123 456", "RO", "+420601123456", "mobile"],
    ["00420 601 123 456", "CZ", "+420601123456", "mobile"],
    ["601 123 456", "CZ", "+420601123456", "mobile"],
    ["777-123-456", "CZ", "+420777123456", "mobile"],
    ["+420 212 345 678", "CZ", "+420212345678", "fixed"],
    ["+40712034567", "CZ", "+40712034567", "mobile"],
    ["0712034567", "RO", "+40712034567", "mobile"],
    ["0712 034 567", "RO", "+40712034567", "mobile"],
    ["712034567", "RO", "+40712034567", "mobile"],
    ["021 123 4567", "RO", "+40211234567", "fixed"],
    ["(021) 123 4567", "RO", "+40211234567", "fixed"],
    ["+421 903 123 456", "CZ", "+421903123456", undefined], // Slovakia: E.164 shape only
  ])("%j (%s) → %s", (input, country, e164, kind) => {
    expect(normalizePhone(input, country)).toBe(e164);
    expect(isValidPhone(input, country)).toBe(true);
    expect(phoneKind(input, country)).toBe(kind);
  });

  it.each([
    ["+42060112345", "CZ"], // 8 digits
    ["+4206011234567", "CZ"], // 10 digits
    ["+420 609 123 456", "CZ"], // 609 is no mobile range
    ["+420 101 123 456", "CZ"],
    ["601123456", "RO"], // CZ national number read as Romanian
    ["0601123456", "CZ"], // no trunk prefix in CZ
    ["+4071203456", "RO"], // 8 digits
    ["+40 0712 034 567", "RO"], // trunk 0 after the country code
    ["0812034567", "RO"], // 8 is neither mobile nor geographic
    ["0712034567", "DE"], // national form of an unknown country
    ["+0123456789", "CZ"],
    ["+1234567", "CZ"], // too short for E.164
    ["+420 601 123 45a", "CZ"],
    ["", "CZ"],
  ])("%j (%s) is invalid", (input, country) => {
    expect(isValidPhone(input, country)).toBe(false);
    expect(normalizePhone(input, country)).toBeNull();
  });
});
