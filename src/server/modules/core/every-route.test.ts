import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../db/seed/seed.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";

/**
 * Walks every named route of the whole app: each staff route refuses visitors (401) and customers
 * (403, with the spec's message), and no route answers 500 to garbage input from any role.
 */
let t: TestApp;
const clients: Record<string, TestClient> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
  clients.visitor = t.client();
  clients.customer = t.client();
  await clients.customer.login("zakaznik@example.cz", "Zakaznik123!");
  clients.staff = t.client();
  await clients.staff.login("staff@mobilcentrum.cz", "Staff123!");
}, 120_000);
afterAll(() => t.close());

const fill = (url: string, value: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
const SKIP = new Set(["core:page", "accounts:logout"]);

describe("every route", () => {
  it("refuses visitors and customers on staff routes", async () => {
    const staffRoutes = t.app.routeList.filter(
      (r) => r.access !== "public" && r.access !== "user" && !SKIP.has(r.name),
    );
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const r of staffRoutes) {
      const url = fill(r.url, "1");
      const asVisitor = await clients.visitor.request(
        r.method as any,
        url,
        r.method === "GET" ? undefined : {},
      );
      expect(asVisitor.status, `${r.method} ${r.url} as visitor`).toBe(401);
      const asCustomer = await clients.customer.request(
        r.method as any,
        url,
        r.method === "GET" ? undefined : {},
      );
      expect(asCustomer.status, `${r.method} ${r.url} as customer`).toBe(403);
      expect(asCustomer.body.message).toBe("Nemáte oprávnění k přístupu na tuto stránku.");
    }
  });

  it("never answers 500 to garbage input, whoever sends it", async () => {
    const garbage: unknown[] = [
      {},
      { a: 1 },
      [],
      "x",
      { email: 42, e_mail: null, quantity: -1, page: "x" },
      { code: "x".repeat(5000) },
    ];
    const params = ["1", "0", "-1", "abc", "x".repeat(150), "999999999999"];
    const queries = [
      "",
      "?page=-1&page_size=100000",
      "?q=%00&term=' or 1=1 --",
      "?type=nope&manufacturer=&model=%FF",
    ];
    for (const r of t.app.routeList.filter((x) => !SKIP.has(x.name))) {
      for (const who of ["visitor", "customer", "staff"]) {
        for (const [i, p] of params.entries()) {
          const url = fill(r.url, p) + queries[i % queries.length];
          const res = await clients[who].request(
            r.method as any,
            url,
            r.method === "GET" ? undefined : garbage[i % garbage.length],
          );
          expect(res.status, `${r.method} ${url} as ${who}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
  }, 300_000);
});
