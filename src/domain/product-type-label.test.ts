import { describe, expect, it } from "vitest";
import { getMarket, productTypeLabel } from "./market.js";

// The legacy labels as stored (db/seed/catalog-data.ts PRODUCT_TYPES).
const STORED = [
  ["phone", "Mobilní telefony"],
  ["tablet", "Tablety"],
  ["watch", "prislusenství"],
  ["computer", "Počítače"],
  ["accessory", "Příslušenství"],
] as const;

describe("product type names per market", () => {
  it("the Romanian shop names every stored type in Romanian, none in Czech", () => {
    const ro = getMarket("ro");
    expect(STORED.map(([code, label]) => productTypeLabel(ro, code, label))).toEqual([
      "Telefoane",
      "Tablete",
      "Ceasuri inteligente",
      "Calculatoare",
      "Accesorii",
    ]);
  });
  it("the Czech shop keeps the stored names (the watches as 'Chytré hodinky')", () => {
    const cz = getMarket("cz");
    expect(STORED.map(([code, label]) => productTypeLabel(cz, code, label))).toEqual([
      "Mobilní telefony",
      "Tablety",
      "Chytré hodinky",
      "Počítače",
      "Příslušenství",
    ]);
  });
  it("an unknown type keeps its stored label", () => {
    expect(productTypeLabel(getMarket("ro"), "drone", "Drony")).toBe("Drony");
  });
});
