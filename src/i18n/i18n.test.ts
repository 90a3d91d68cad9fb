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

  it("answers an unknown key with the key, without a known namespace prefix", () => {
    const t = getT("cs");
    expect(t("buyback:no.such.key")).toBe("no.such.key");
    expect(t("Chyba: něco")).toBe("Chyba: něco");
    // A key naming a group of texts is not a text.
    expect(t("nav")).toBe("nav");
    expect(t("no.such", { defaultValue: "Nejméně {{min}} znaky", min: 3 })).toBe("Nejméně 3 znaky");
  });

  it("reads a namespace by prefix or as the function's own, and fills every placeholder", () => {
    expect(getT("cs", "catalog")("reviews.write")).toBe(getT("cs")("catalog:reviews.write"));
    expect(getT("ro", "catalog")("reviews.write")).not.toBe(getT("cs", "catalog")("reviews.write"));
    expect(getT("cs")("product.atStores", { count: 2 })).toBe("Na 2 prodejnách");
    // A value not passed keeps its placeholder; an empty one leaves nothing.
    expect(getT("cs")("product.atStores_one")).toBe("Na {{count}} prodejně");
    expect(getT("cs")("product.atStores_one", { count: undefined })).toBe("Na  prodejně");
  });

  it("fills placeholders anywhere in a text, the same on every call", () => {
    const t = getT("cs");
    const text = "{{a}} a {{ b }}, {{a}}{{c}} a {{missing }} {{a}}";
    for (let i = 0; i < 3; i++) {
      expect(t("no.such", { defaultValue: text, a: 1, b: "dvě", c: null })).toBe(
        "1 a dvě, 1 a {{missing }} 1",
      );
      expect(t("no.such", { defaultValue: text, a: 0, b: 0, c: false, missing: "" })).toBe(
        "0 a 0, 0false a  0",
      );
    }
    expect(t("no.such", { defaultValue: "Bez míst" })).toBe("Bez míst");
  });

  it("refuses i18next's options it does not have, at compile time (tsc checks this file)", () => {
    const t = getT("cs");
    // @ts-expect-error: the namespace goes in the key or in getT, not in the options
    const asValue = t("staff.messages", { ns: "engagement" });
    // Had it compiled, the option would be a value and the key looked up in `common`: the key comes back.
    expect(asValue).toBe("staff.messages");
    expect(t("engagement:staff.messages")).not.toBe("staff.messages");
    // @ts-expect-error: the language is getT's
    t("common.save", { lng: "ro" });
  });

  it("gives the same function for the same language and namespace (stable for React)", () => {
    expect(getT("cs", "cart")).toBe(getT("cs", "cart"));
    expect(getT("cs", "cart")).not.toBe(getT("ro", "cart"));
  });
});

describe("remembered texts", () => {
  it("answer the same after the first lookup, and follow a language registered again", async () => {
    const { registerLanguage } = await import("./i18n-core.js");
    const t = getT("en");
    const first = t("nav.cart");
    expect(t("nav.cart")).toBe(first);
    expect(t("product.atStores", { count: 3 })).toBe(t("product.atStores", { count: 3 }));
    registerLanguage("en", { common: { nav: { cart: "Basket" } } });
    expect(t("nav.cart")).toBe("Basket");
    // Registering adds texts (the browser's staff file after the shop's): the newest text wins.
    registerLanguage("en", { common: { nav: { cart: first } } });
    expect(t("nav.cart")).toBe(first);
    expect(t("product.atStores", { count: 3 })).toBe(getT("en")("product.atStores", { count: 3 }));
  });
});
