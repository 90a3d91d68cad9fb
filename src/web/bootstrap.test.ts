import { describe, expect, it } from "vitest";
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
});
