import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpMethod } from "../../contract/api/define.js";
import { apiRoutes } from "../../contract/api/route-map.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";

/**
 * The typed API map (`contract/api/`) and what the server registered are the same routes: every
 * method of every entry is registered under its name at its path with its access, and every named
 * route the server has is in the map. Types cover the schemas; this covers method, path and access.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Named routes outside the API: the payment gateway's sandbox pages (HTML, tests and demos only). */
const NOT_API = new Set(["payments:sandbox-page", "payments:sandbox-pay"]);
const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

describe("the API map", () => {
  it("matches the registered routes: name, method, path and access", () => {
    const registered = new Set(t.app.routeList.map((r) => `${r.method} ${r.name} ${r.url} ${r.access}`));
    const mapped = Object.entries(apiRoutes).flatMap(([name, entry]) =>
      METHODS.flatMap((m) => {
        const spec = (entry as Partial<Record<HttpMethod, { access?: string }>>)[m];
        return spec ? [`${m} ${name} ${entry.path} ${spec.access ?? "public"}`] : [];
      }),
    );
    expect(mapped.length).toBeGreaterThan(190);
    expect(mapped.filter((r) => !registered.has(r))).toEqual([]);
    const inMap = new Set(mapped);
    const unmapped = [...registered].filter((r) => !inMap.has(r) && !NOT_API.has(r.split(" ")[1]!));
    expect(unmapped).toEqual([]);
  });
});
