import { describe, expect, it } from "vitest";
import { allowedTypos, normaliseSearchText, searchTokens, typoDistance } from "./search-text.js";

describe("search text", () => {
  it("drops diacritics of Czech and Romanian letters", () => {
    expect(normaliseSearchText("Chytré hodinky Žluťoučký")).toBe("chytre hodinky zlutoucky");
    expect(normaliseSearchText("Căști și încărcătoare ȚȘ")).toBe("casti si incarcatoare ts");
  });

  it("splits a query into unique words", () => {
    expect(searchTokens("  iPhone 16 Pro, iphone!  ")).toEqual(["iphone", "16", "pro"]);
    expect(searchTokens("Galaxy S25+")).toEqual(["galaxy", "s25"]);
  });

  it("counts a swap of neighbouring letters as one typo", () => {
    expect(typoDistance("iphnoe", "iphone")).toBe(1);
    expect(typoDistance("samsnug", "samsung")).toBe(1);
    expect(typoDistance("galaxy", "galaxy")).toBe(0);
    expect(typoDistance("pixel", "pxl")).toBe(2);
    expect(typoDistance("abcdef", "uvwxyz", 1)).toBe(2);
  });

  it("allows no typo in numbers and short words", () => {
    expect(allowedTypos("15")).toBe(0);
    expect(allowedTypos("pro")).toBe(0);
    expect(allowedTypos("iphone")).toBe(1);
    expect(allowedTypos("motorola")).toBe(2);
  });
});
