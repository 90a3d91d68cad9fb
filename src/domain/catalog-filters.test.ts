import { describe, expect, it } from "vitest";
import { filtersToQuery, filtersToSearch, listKey, parseFilters, toggleOption } from "./catalog-filters.js";

describe("catalogue filters in the URL", () => {
  it("parses facets, attributes, price, sort and page", () => {
    const f = parseFilters({
      manufacturer: "samsung,apple",
      a_storage: ["256", "128"],
      price_from: "5000",
      sort: "price_asc",
      page: "3",
      utm_source: "x",
    });
    expect(f.options).toEqual({ manufacturer: ["samsung", "apple"], a_storage: ["256", "128"] });
    expect(f.priceFrom).toBe(5000);
    expect(f.sort).toBe("price_asc");
    expect(f.page).toBe(3);
  });

  it("ignores nonsense instead of failing", () => {
    const f = parseFilters({ sort: "drop table", page: "-1", price_to: "1e9", a_: "x" });
    expect(f).toEqual({
      options: {},
      priceFrom: undefined,
      priceTo: undefined,
      sort: "recommended",
      page: 1,
    });
  });

  it("writes one canonical query whatever the order", () => {
    const a = filtersToQuery(parseFilters({ manufacturer: "samsung,apple", a_storage: "128" }));
    const b = filtersToQuery(parseFilters({ a_storage: "128", manufacturer: "apple,samsung" }));
    expect(a).toEqual(b);
    expect(filtersToSearch(parseFilters({}))).toBe("");
  });

  it("keys one list once, however its address spells it", () => {
    const key = listKey({ category: "/mobily/", manufacturer: "samsung,apple", gclid: "x1" }, 24);
    expect(listKey({ manufacturer: "apple,samsung", category: "mobily" }, 24)).toBe(key);
    expect(listKey({ category: "mobily", manufacturer: "apple" }, 24)).not.toBe(key);
    expect(listKey({ category: "mobily", manufacturer: "apple,samsung" }, 48)).not.toBe(key);
    expect(listKey({ category: "tablety", manufacturer: "apple,samsung" }, 24)).not.toBe(key);
  });

  it("toggles a value and goes back to the first page", () => {
    const f = toggleOption(parseFilters({ manufacturer: "apple", page: "4" }), "manufacturer", "apple");
    expect(f.options).toEqual({});
    expect(f.page).toBe(1);
  });
});
