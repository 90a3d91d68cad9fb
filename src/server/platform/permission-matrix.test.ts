import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpMethod, MethodSpec } from "../../contract/api/define.js";
import { apiRoutes } from "../../contract/api/route-map.js";
import { createUser } from "../modules/accounts/accounts.service.js";
import { PROJECT_ROOT } from "../project-root.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import type { TestClient } from "../testing/test-client.js";

/**
 * The permission matrix as a table test (issue 17): every staff, supervisor and admin route of the
 * contract, called as every role, answers as docs/staff-permissions.md says. The expectation comes
 * from the page's matrix and from the area each route belongs to (named below, by route name), not
 * from the contract's own `permission`: a route given a wrong permission, or a role given a wrong
 * area, fails here.
 */

const ROLES = ["warehouse", "catalog", "staff", "staff + supervisor", "admin"] as const;
type StaffColumn = (typeof ROLES)[number];
type Who = "visitor" | "customer" | "shop" | StaffColumn;
const EVERYONE: Who[] = ["visitor", "customer", "shop", ...ROLES];

/** The matrix table of docs/staff-permissions.md: permission → the columns that hold it. */
function readMatrix(): Map<string, Set<StaffColumn>> {
  const doc = readFileSync(join(PROJECT_ROOT, "docs/staff-permissions.md"), "utf8");
  const table = /<!-- permission-matrix:start -->([\s\S]*?)<!-- permission-matrix:end -->/.exec(doc)?.[1];
  if (!table) throw new Error("docs/staff-permissions.md has no permission matrix");
  const rows = table.trim().split("\n");
  const columns = rows[0]!
    .split("|")
    .slice(2, -1)
    .map((c) => c.trim());
  expect(columns).toEqual([...ROLES]);
  const matrix = new Map<string, Set<StaffColumn>>();
  for (const row of rows.slice(2)) {
    const [area, ...cells] = row
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    const holders = ROLES.filter((_, i) => cells[i] === "✓");
    matrix.set(area!.replace(/`/g, ""), new Set(holders));
  }
  return matrix;
}

type Level = "staff" | "supervisor" | "admin";
/**
 * The area (and level) of each staff route by name: the first rule that matches. A new staff
 * route that none matches fails the test until it is placed here and in the docs' area table.
 */
const AREAS: [RegExp, string | null, Level?][] = [
  [/^team:users?$/, "users", "admin"],
  [/^team:/, "tasks"],
  [/^buyback:/, "buyback"],
  [
    /^(catalog:admin-|meta-master:|feeds:admin-|reviews:admin-|watches:staff-|images:|core:purge$)/,
    "catalog",
  ],
  [/^pricing:/, "catalog"],
  [/^discounts:/, "marketing"],
  [/^action-packages:staff-/, "marketing"],
  [/^content:admin-/, "marketing"],
  [/^(einvoice:|orders:staff-invoice-register|orders:staff-installment)/, "finance"],
  [/^engagement:admin-(cv|subscribers-export)$/, "customers", "supervisor"],
  [/^(engagement:admin-|staff:outbox$)/, "customers"],
  [/^chat:staff-/, "customers"],
  [/^(orders:staff-picking$|warehouse:|shipping:)/, "warehouse"],
  [/^orders:staff-/, "orders"],
  [/^service:admin-operation-/, "service", "supervisor"],
  [/^service:(admin-|staff-)/, "service"],
  [/^settings:admin/, "supervisor", "supervisor"],
  [/^stores:admin-/, "catalog"],
  [/^units:admin/, "catalog"],
  // Any staff account, whatever its areas: the dashboard's live feed (a stream, skipped below).
  [/^core:staff-events$/, null],
];

/** Streams never end; the every-route test skips them too. */
const isStream = (name: string) => /(^|-)events$/.test(name);

let t: TestApp;
const clients = {} as Record<Who, TestClient>;
beforeAll(async () => {
  t = await createTestApp();
  const accounts: [Who, string, string[]][] = [
    ["customer", "customer", []],
    ["shop", "shop", []],
    ["warehouse", "warehouse", []],
    ["catalog", "catalog", []],
    ["staff", "staff", []],
    ["staff + supervisor", "staff", ["supervisor"]],
    ["admin", "admin", []],
  ];
  clients.visitor = t.client();
  await Promise.all(
    accounts.map(async ([who, role, permissions], i) => {
      const email = `matrix${i}@example.cz`;
      await createUser(t.ctx, { email, password: "Heslo123!", role: role as never, permissions });
      clients[who] = t.client();
      await clients[who].login(email, "Heslo123!");
    }),
  );
}, 60_000);
afterAll(() => t.close());

const staffRoutes = Object.entries(apiRoutes).flatMap(([name, spec]) =>
  (["GET", "POST", "PUT", "PATCH", "DELETE"] as HttpMethod[]).flatMap((method) => {
    const m = (spec as Record<string, unknown>)[method] as MethodSpec | undefined;
    return m?.access && !["public", "user"].includes(m.access) ? [{ name, method, path: spec.path }] : [];
  }),
);

function expected(
  who: Who,
  name: string,
  matrix: Map<string, Set<StaffColumn>>,
): 401 | 403 | "allowed" | "unplaced" {
  if (who === "visitor") return 401;
  if (who === "customer" || who === "shop") return 403;
  const rule = AREAS.find(([re]) => re.test(name));
  if (!rule) return "unplaced";
  const [, area, level = "staff"] = rule;
  const holds = (perm: string) => matrix.get(perm)?.has(who) ?? false;
  const inArea = area === null || holds(area);
  if (level === "admin") return who === "admin" && inArea ? "allowed" : 403;
  if (level === "supervisor") return inArea && holds("supervisor") ? "allowed" : 403;
  return inArea ? "allowed" : 403;
}

describe("permission matrix", () => {
  it("the docs' matrix is the roles' permissions of domain/staff-permissions.ts", async () => {
    const { effectivePermissions } = await import("../../domain/staff-permissions.js");
    const matrix = readMatrix();
    const of = {
      warehouse: "warehouse",
      catalog: "catalog",
      staff: "staff",
      "staff + supervisor": "staff",
      admin: "admin",
    };
    for (const who of ROLES) {
      const held = effectivePermissions(of[who], who === "staff + supervisor" ? ["supervisor"] : []);
      const documented = [...matrix].filter(([, holders]) => holders.has(who)).map(([p]) => p);
      expect(held.filter((p) => p !== "buyback:bank-details").sort(), who).toEqual(documented.sort());
    }
  });

  it("every staff route answers every role as the matrix says", async () => {
    const matrix = readMatrix();
    expect(staffRoutes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const r of staffRoutes.filter((x) => !isStream(x.name))) {
      const url = r.path.replace(/:([A-Za-z0-9_]+)/g, "1");
      // The roles of one route in parallel: each has its own session, the calls change nothing that
      // another role's call reads (ids that do not exist, or bodies that fail validation).
      await Promise.all(
        EVERYONE.map(async (who) => {
          const want = expected(who, r.name, matrix);
          if (want === "unplaced") {
            wrong.push(`${r.name} is in no area: add it to AREAS and docs/staff-permissions.md`);
            return;
          }
          const res = await clients[who].request(r.method, url, r.method === "GET" ? undefined : {});
          const got = res.status === 401 || res.status === 403 ? res.status : "allowed";
          if (got !== want) wrong.push(`${r.method} ${r.name} as ${who}: ${res.status}, expected ${want}`);
          if (got === 403 && res.body.message !== "Nemáte oprávnění k přístupu na tuto stránku.")
            wrong.push(`${r.method} ${r.name} as ${who}: 403 without the spec's message`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
