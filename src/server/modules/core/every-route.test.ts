import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import type { TestClient } from "../../testing/test-client.js";

/**
 * Walks every named route of the whole app: each staff route refuses visitors (401) and customers
 * (403, with the spec's message), and no route answers 500 to garbage input from any role.
 */
let t: TestApp;
const clients: Record<string, TestClient> = {};
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  clients.visitor = t.client();
  clients.customer = t.client();
  await clients.customer.login("zakaznik@example.cz", "Zakaznik123!");
  clients.staff = t.client();
  await clients.staff.login("staff@mobilcentrum.cz", "Staff123!");
}, 120_000);
afterAll(() => t.close());

const fill = (url: string, value: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
// The page catch-all renders HTML; logout would end the session the walk uses; a stream never ends.
const SKIP = new Set(["core:page", "accounts:logout", "core:staff-events", "accounts:status-events"]);
SKIP.add("chat:staff-events");

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
    const params = ["abc", "999999999999", "-1", "x".repeat(150), "0", "1"];
    const queries = [
      "?page=-1&page_size=100000",
      "?q=%00&term=' or 1=1 --",
      "?type=nope&manufacturer=&model=%FF",
      "",
    ];
    let n = 0;
    for (const r of t.app.routeList.filter((x) => !SKIP.has(x.name))) {
      // Public routes as a visitor, protected ones as staff (who gets past the access check);
      // two garbage variants each, rotating through the kinds of garbage.
      const who = r.access === "public" ? "visitor" : r.access === "user" ? "customer" : "staff";
      for (let k = 0; k < 2; k++, n++) {
        const url = fill(r.url, params[n % params.length]) + queries[n % queries.length];
        const res = await clients[who].request(
          r.method as any,
          url,
          r.method === "GET" ? undefined : garbage[n % garbage.length],
        );
        expect(res.status, `${r.method} ${url} as ${who}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  }, 180_000);
});
