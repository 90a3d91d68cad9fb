import { describe, expect, it } from "vitest";
import { SharedJson } from "../server/platform/shared-json.js";
import { type Bootstrap, serializeBootstrap } from "./bootstrap.js";

describe("the page's bootstrap data", () => {
  const boot = (hydration: unknown): Bootstrap => ({
    market: "cz",
    language: "cs",
    routesUrl: "/api/new/core/routes/?v=abc",
    hydration,
  });

  it("reads back as the same data", () => {
    const b = boot({ loaderData: { root: { name: "iPhone 16 – 128 GB", price: 21990, tags: ["a", "b"] } } });
    expect(JSON.parse(serializeBootstrap(b))).toEqual(b);
  });

  it("cannot close its script element or break a line in old parsers", () => {
    const text = serializeBootstrap(boot({ review: "</script><script>alert(1)</script>\u2028\u2029" }));
    expect(text).not.toContain("</script");
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text).hydration.review).toBe("</script><script>alert(1)</script>\u2028\u2029");
  });

  it("writes a shared value's objects from their own text, read back as the same data and still script-safe", () => {
    const shared = new SharedJson(
      JSON.stringify({
        kind: "product",
        product: { id: 7, name: "Příliš </script>", tags: ["a"] },
        reviews: { count: 0 },
      }),
    );
    const page = shared.value as { product: object; reviews: object };
    const b = boot({
      loaderData: { "catalog-path": { kind: "product", product: page.product, reviews: page.reviews } },
    });
    const text = serializeBootstrap(b);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(b)));
    expect(text).not.toContain("</script");
    // A NUL and digits in shopper input (a search) is not taken for a shared text.
    const input = boot({ q: "\u00000", loaderData: { p: page.product } });
    expect(JSON.parse(serializeBootstrap(input)).hydration.q).toBe("\u00000");
  });
});

describe("shared JSON (one parse for every page that reads a cached answer)", () => {
  it("parses once, and no render can change the value", () => {
    const shared = new SharedJson('{"product":{"id":1,"colors":[{"name":"Černá"}]}}');
    const value = shared.value as any;
    expect(shared.value).toBe(value);
    expect(value.product.colors[0].name).toBe("Černá");
    expect(() => {
      value.product.colors[0].name = "Bílá";
    }).toThrow(TypeError);
    expect(() => value.product.colors.push({})).toThrow(TypeError);
    expect(JSON.stringify(value)).toBe(shared.text);
  });
});
