import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTableUrl, routeTableVersion } from "../../platform/route-table.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("core", () => {
  it("serves the reverse route table with path templates", async () => {
    const res = await t.client().get("/api/new/core/routes/");
    expect(res.status).toBe(200);
    expect(res.body["accounts:login"]).toBe("/api/new/accounts/login/");
    expect(res.body["core:routes"]).toBe("/api/new/core/routes/");
  });

  it("caches the route table for a year at its versioned address, which changes with the table", async () => {
    const url = routeTableUrl(t.app);
    expect(url).toMatch(/^\/api\/new\/core\/routes\/\?v=[\w-]{12}$/);
    const versioned = await t.client().get(url);
    expect(versioned.body["accounts:login"]).toBe("/api/new/accounts/login/");
    expect(versioned.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // An old version's address gets the current table, but only for a minute.
    const stale = await t.client().get("/api/new/core/routes/?v=old");
    expect(stale.headers["cache-control"]).toBe("public, max-age=60");
    expect(stale.body).toEqual(versioned.body);
    expect(routeTableVersion(t.app)).toBe(url.split("v=")[1]);
    const bad = await t.client().get(`/api/new/core/routes/?v=${"x".repeat(41)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.v).toHaveLength(1);
  });

  it("checks the database in /healthz", async () => {
    const res = await t.client().get("/healthz");
    expect(res.body).toEqual({ status: "ok", database: t.ctx.database.kind });
  });

  it("lists every named route in the OpenAPI document", async () => {
    const res = await t.client().get("/api/docs/json");
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    // Pages (the SSR catch-all) are not part of the API.
    for (const [name, template] of Object.entries(t.app.routeTable))
      if (name !== "core:page") expect(paths).toContain(template);
  });

  it("sets the csrftoken cookie and security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.cookies.find((c) => c.name === "csrftoken")?.value).toBeTruthy();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.client().get("/api/new/nothing/here/");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Nenalezeno.");
  });
});
