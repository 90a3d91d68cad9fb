import { describe, expect, it } from "vitest";
import { CZ_BANKS, findCzBank } from "./cz-bank-codes.js";

describe("CZ_BANKS", () => {
  it("holds unique 4-digit codes, each with a name", () => {
    const codes = CZ_BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const b of CZ_BANKS) {
      expect(b.code).toMatch(/^\d{4}$/);
      expect(b.name.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ["0100", "Komerční banka, a.s.", "KOMBCZPP"],
    ["0800", "Česká spořitelna, a.s.", "GIBACZPX"],
    ["3030", "Air Bank a.s.", "AIRACZPP"],
    ["6363", "Partners Banka, a.s.", undefined],
  ])("finds %s", (code, name, bic) => {
    expect(findCzBank(code)).toEqual(bic ? { code, name, bic } : { code, name });
  });

  it.each(["0000", "6100", "100", "abcd", ""])("does not know %j", (code) => {
    expect(findCzBank(code)).toBeUndefined();
  });
});
