import { describe, expect, it } from "vitest";
import { isValidCzDic, isValidIco } from "./ico.js";

describe("IČO", () => {
  it.each(["25596641", "00006947", "27082440", "4 5 2 7 4 6 4 9"])("accepts %s", (v) =>
    expect(isValidIco(v)).toBe(true),
  );
  it.each(["25596642", "1234567a", "123456789", ""])("refuses %s", (v) => expect(isValidIco(v)).toBe(false));
});

describe("DIČ", () => {
  it.each(["CZ25596641", "cz 25596641", "CZ7103192745"])("accepts %s", (v) =>
    expect(isValidCzDic(v)).toBe(true),
  );
  it.each(["25596641", "CZ25596642", "SK2020317068", "CZ123"])("refuses %s", (v) =>
    expect(isValidCzDic(v)).toBe(false),
  );
});
