import { describe, expect, it } from "vitest";
import type { Language } from "../domain/market.js";
import { getT } from "./i18n.js";
import { resources } from "./resources.js";

/**
 * A count put into a text must go through the plural rules (issue 16): "(1 recenzí)" and
 * "1 produktů" were shown because a text said "{{count}} recenzí" for every count.
 */

type Tree = { [key: string]: string | Tree };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function texts(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : texts(v, `${prefix}${k}.`),
  );
}

const languages = Object.keys(resources) as Language[];
const all = languages.flatMap((language) =>
  Object.entries(resources[language] as Record<string, Tree>).flatMap(([ns, tree]) =>
    texts(tree).map(([key, text]) => ({ language, id: `${language}/${ns}:${key}`, key, text })),
  ),
);

/** The plural categories a language uses for whole numbers (Czech "many" is for fractions only). */
function integerCategories(language: Language): Set<string> {
  const rules = new Intl.PluralRules(language);
  return new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
}

describe("counts in texts", () => {
  it("never puts a counted word after {{count}} in a text without plural forms", () => {
    // "Nalezeno: {{count}}" or "({{count}})" need no plural; "{{count}} recenzí" does.
    const counted = all.filter(
      (x) => !PLURAL_SUFFIX.test(x.key) && /\{\{\s*count\s*\}\}\s+(?:de\s+)?\p{L}/u.test(x.text),
    );
    expect(counted.map((x) => `${x.id}: ${x.text}`)).toEqual([]);
  });

  it("gives every plural text each whole-number form its language has", () => {
    const missing: string[] = [];
    for (const language of languages) {
      const keys = new Set(all.filter((x) => x.language === language).map((x) => x.id));
      const bases = new Set(
        [...keys].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")),
      );
      for (const base of bases)
        for (const category of integerCategories(language))
          if (!keys.has(`${base}_${category}`)) missing.push(`${base}_${category}`);
    }
    expect(missing).toEqual([]);
  });

  it("says one review, two reviews, five reviews in each language", () => {
    const label = (language: Language, count: number) =>
      getT(language, "catalog")("reviews.ratingLabel", { value: "4,5", count });
    expect(label("cs", 1)).toBe("Hodnocení 4,5 z 5 (1 recenze)");
    expect(label("cs", 2)).toBe("Hodnocení 4,5 z 5 (2 recenze)");
    expect(label("cs", 5)).toBe("Hodnocení 4,5 z 5 (5 recenzí)");
    expect(label("ro", 1)).toBe("Evaluare 4,5 din 5 (1 recenzie)");
    expect(label("ro", 2)).toBe("Evaluare 4,5 din 5 (2 recenzii)");
    expect(label("ro", 20)).toBe("Evaluare 4,5 din 5 (20 de recenzii)");
    expect(label("en", 1)).toBe("Rated 4,5 of 5 (1 review)");
  });

  it("describes a category with one product in the singular", () => {
    const meta = (language: Language, count: number) =>
      getT(language, "catalog")("meta.category", { name: "Tablety", count });
    expect(meta("cs", 1)).toMatch(/^Tablety – 1 produkt skladem/);
    expect(meta("cs", 3)).toMatch(/^Tablety – 3 produkty skladem/);
    expect(meta("cs", 12)).toMatch(/^Tablety – 12 produktů skladem/);
    expect(meta("ro", 1)).toMatch(/^Tablety – 1 produs în stoc/);
    expect(meta("ro", 25)).toMatch(/^Tablety – 25 de produse în stoc/);
  });
});
