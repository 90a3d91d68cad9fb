import { describe, expect, it } from "vitest";
import { isValidBankCode } from "./bank-account.js";
import { CZ_BANKS, findCzBank, isWoundUp } from "./cz-bank-codes.js";

describe("banks in liquidation", () => {
  it("are neither offered nor accepted (Sberbank CZ, a.s. v likvidaci, 6800)", () => {
    expect(CZ_BANKS.filter(isWoundUp)).toEqual([]);
    expect(CZ_BANKS.some((b) => b.code === "6800")).toBe(false);
    expect(findCzBank("6800")).toBeUndefined();
    expect(isValidBankCode("6800")).toBe(false);
    expect(isValidBankCode("0800")).toBe(true);
  });

  it("are recognised by the CNB list's wording", () => {
    expect(isWoundUp({ name: "Sberbank CZ, a.s. v likvidaci" })).toBe(true);
    expect(isWoundUp({ name: "Banka XY a.s. v konkursu" })).toBe(true);
    expect(isWoundUp({ name: "Česká spořitelna, a.s." })).toBe(false);
  });
});
