import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeVat, shareOf, vatFromGross } from "./invoice-vat.js";
import { SELLERS } from "./seller.js";
import { isValidIban } from "./validators/iban.js";

describe("VAT from VAT-inclusive prices", () => {
  it("takes the tax out per § 37(2): amount × rate / (100 + rate), half up to the haléř", () => {
    // Czech rates (21 %, 12 %)
    expect(vatFromGross(1_299_000, 21)).toBe(225_446); // 12 990 Kč → 2 254,46 Kč (…,2810)
    expect(vatFromGross(100_000, 12)).toBe(10_714); // 1 000 Kč → 107,14 Kč (…,2857)
    expect(vatFromGross(12_100, 21)).toBe(2_100); // 121 Kč → exactly 21 Kč
    expect(vatFromGross(11_200, 12)).toBe(1_200);
    // Romanian rates since 1 Aug 2025 (21 %, 11 %)
    expect(vatFromGross(299_900, 21)).toBe(52_049); // 2 999 lei → 520,49 lei (…,4876)
    expect(vatFromGross(10_000, 11)).toBe(991); // 100 lei → 9,91 lei (…,9099)
    expect(vatFromGross(11_100, 11)).toBe(1_100);
    // half up: 242 × 21 / 121 = 42 exactly; 1 × 21 / 121 = 0.17 → 0; 3 × 21/121 = 0.52 → 1
    expect(vatFromGross(242, 21)).toBe(42);
    expect(vatFromGross(1, 21)).toBe(0);
    expect(vatFromGross(3, 21)).toBe(1);
    expect(vatFromGross(-1_299_000, 21)).toBe(-225_446);
    expect(vatFromGross(1_299_000, 0)).toBe(0);
  });

  it("rounds once per rate, not per line, and hands the difference to the lines", () => {
    // Three 10 Kč lines at 21 %: per line 1,74 each (5,22), per rate 30 × 21/121 = 5,21.
    const v = computeVat([
      { total: 1_000, vatRate: 21 },
      { total: 1_000, vatRate: 21 },
      { total: 1_000, vatRate: 21 },
    ]);
    expect(v.recap).toEqual([{ rate: 21, base: 2_479, vat: 521, total: 3_000 }]);
    expect(v.lines.map((l) => l.vat)).toEqual([173, 174, 174]);
    expect(v.lines.reduce((s, l) => s + l.vat, 0)).toBe(521);
  });

  it("splits a Czech order with 21 %, 12 % and an exempt line, columns adding up", () => {
    const v = computeVat([
      { total: 1_999_000, vatRate: 21 }, // phone
      { total: 49_900, vatRate: 12 }, // a 12 % item
      { total: 249_000, vatRate: 0 }, // insurance, exempt
      { total: 9_900, vatRate: 21 }, // delivery at the goods' rate
    ]);
    expect(v.recap).toEqual([
      { rate: 21, base: 1_660_248, vat: 348_652, total: 2_008_900 },
      { rate: 12, base: 44_554, vat: 5_346, total: 49_900 },
      { rate: 0, base: 249_000, vat: 0, total: 249_000 },
    ]);
    expect(v.total).toBe(2_307_800);
    expect(v.base + v.vat).toBe(v.total);
  });

  it("keeps every column exact for any lines (property)", () => {
    const line = fc.record({
      total: fc.integer({ min: -500_000, max: 5_000_000 }),
      vatRate: fc.constantFrom(0, 11, 12, 21),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const v = computeVat(lines);
        expect(v.total).toBe(lines.reduce((s, l) => s + l.total, 0));
        for (const r of v.recap) {
          const idx = lines.map((l, i) => [l, i] as const).filter(([l]) => l.vatRate === r.rate);
          expect(r.vat).toBe(vatFromGross(r.total, r.rate));
          expect(r.base + r.vat).toBe(r.total);
          expect(idx.reduce((s, [, i]) => s + v.lines[i].vat, 0)).toBe(r.vat);
          expect(idx.reduce((s, [, i]) => s + v.lines[i].base, 0)).toBe(r.base);
        }
        lines.forEach((l, i) => {
          expect(v.lines[i].base + v.lines[i].vat).toBe(l.total);
          // a line's tax stays within a few minor units of its own rounding
          expect(Math.abs(v.lines[i].vat - vatFromGross(l.total, l.vatRate))).toBeLessThanOrEqual(
            Math.ceil(lines.length / 2),
          );
        });
      }),
    );
  });

  it("shares a line for a partial credit; the last units take exactly the rest", () => {
    // 3 × 333,34 = 1 000,02 Kč: credit 1, then 1, then the last one
    const total = 100_002;
    const a = shareOf(total, 3, 1, total, 3);
    const b = shareOf(total, 3, 1, total - a, 2);
    const c = shareOf(total, 3, 1, total - a - b, 1);
    expect([a, b, c]).toEqual([33_334, 33_334, 33_334]);
    expect(shareOf(1_000, 3, 1, 1_000, 3) + shareOf(1_000, 3, 2, 667, 2)).toBe(1_000);
  });
});

describe("seller identity", () => {
  it("has a valid IBAN and the VAT id of its country in each market", () => {
    expect(isValidIban(SELLERS.cz.bank.iban)).toBe(true);
    expect(isValidIban(SELLERS.ro.bank.iban)).toBe(true);
    expect(SELLERS.cz.vatId).toBe(`CZ${SELLERS.cz.companyId}`);
    expect(SELLERS.ro.vatId).toBe(`RO${SELLERS.ro.companyId}`);
  });
});
