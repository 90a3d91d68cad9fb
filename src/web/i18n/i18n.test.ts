import { describe, expect, it } from "vitest";
import { getT } from "./i18n.js";
import { resources } from "./resources.js";

describe("translations", () => {
  it("uses Czech plural forms: 1, 2-4, 5 and more, 0", () => {
    const t = getT("cs");
    expect(t("products", { count: 1 })).toBe("1 produkt");
    expect(t("products", { count: 3 })).toBe("3 produkty");
    expect(t("products", { count: 5 })).toBe("5 produktů");
    expect(t("products", { count: 0 })).toBe("0 produktů");
    expect(t("product.atStores", { count: 1 })).toBe("Na 1 prodejně");
  });

  it("uses Romanian plural forms, with 'de' from 20", () => {
    const t = getT("ro");
    expect(t("products", { count: 1 })).toBe("1 produs");
    expect(t("products", { count: 19 })).toBe("19 produse");
    expect(t("products", { count: 20 })).toBe("20 de produse");
    expect(t("products", { count: 101 })).toBe("101 produse");
  });

  it("falls back from Romanian and English to Czech for a missing text", () => {
    expect(getT("en")("nav.cart")).toBe("Košík");
    expect(getT("en")("auth.forbidden")).toBe("You do not have permission to access this page.");
    expect(getT("cs")("auth.forbidden")).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
  });

  it("has every Czech key of each namespace in Romanian too", () => {
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const [ns, cs] of Object.entries(resources.cs)) {
      const ro = (resources.ro as Record<string, object>)[ns] ?? {};
      const roKeys = new Set(keys(ro));
      // Czech "many" (fractions) has no Romanian counterpart; Romanian uses one/few/other.
      const missing = keys(cs).filter((k) => !roKeys.has(k) && !k.endsWith("_many"));
      expect(missing, `ro/${ns}.json lacks`).toEqual([]);
    }
  });
});
