import { describe, expect, it } from "vitest";
import { helmetHeaders } from "./security-headers.js";

describe("helmetHeaders", () => {
  it("gives helmet's headers for the configuration, computed once", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { "script-src": ["'self'"], "upgrade-insecure-requests": null } },
      hsts: false,
    });
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self'");
    expect(headers["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("adds Strict-Transport-Security when asked (a shop served over https)", () => {
    expect(helmetHeaders({ hsts: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
});
