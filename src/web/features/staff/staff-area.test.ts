import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getMarket } from "../../../domain/market.js";
import { withRouteIds } from "../../route-dispatch.js";
import { createRoutes } from "../../routes.js";
import {
  isStaffPath,
  loadStaffArea,
  PAGES_ROUTE_ID,
  patchStaffArea,
  STAFF_AREA_MODULE,
  withStaffIds,
} from "./staff-area.js";
import { staffRoutes } from "./staff-routes.js";

const ids = (routes: RouteObject[]): string[] => routes.flatMap((r) => [r.id!, ...ids(r.children ?? [])]);

/** Source files the browser entry reaches through static (non-type) imports. */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, "utf8");
  for (const [, what, spec] of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"/gms)) {
    if (what) continue;
    const base = join(dirname(entry), spec).replace(/\.js$/, "");
    const file = [".ts", ".tsx"].map((ext) => base + ext).find(existsSync);
    if (file) staticGraph(file, seen);
  }
  return seen;
}

describe("the staff area as one lazy boundary", () => {
  it("is not reached by the browser entry's static imports (shoppers never download it)", () => {
    const graph = staticGraph("src/web/entry-client.tsx");
    expect(graph.has("src/web/routes.tsx")).toBe(true);
    expect(graph.has(STAFF_AREA_MODULE)).toBe(false);
    expect(graph.has("src/web/features/staff/staff-menu.ts")).toBe(false);
    expect(existsSync(STAFF_AREA_MODULE)).toBe(true);
    expect(loadStaffArea.toString()).toMatch(/staff-routes\.(js|tsx)/);
  });

  it("keeps zod and the contracts' schemas out of every page's first script", () => {
    // A shell or route file that imports a value from a zod contract pulls all of zod (~27 KB gzip)
    // into the entry chunk; page addresses live in domain/market.ts for that reason.
    const graph = staticGraph("src/web/entry-client.tsx");
    expect(graph.has("src/web/shell/footer.tsx")).toBe(true);
    expect([...graph].filter((f) => f === "src/contract/z.ts" || f.startsWith("src/contract/api/"))).toEqual(
      [],
    );
  });

  it("knows staff paths as React Router matches them", () => {
    for (const p of ["/staff", "/staff/", "/staff/orders/12/", "/STAFF/orders/"])
      expect(isStaffPath(p), p).toBe(true);
    for (const p of ["/", "/staffel/", "/mobilni-telefony/", "/kosik/staff/"])
      expect(isStaffPath(p), p).toBe(false);
  });

  it("leaves the storefront's route ids the same with or without the staff subtree", () => {
    const market = getMarket("cz");
    const without = ids(withRouteIds(createRoutes(market)));
    const withStaff = ids(withRouteIds(createRoutes(market, withStaffIds(staffRoutes))));
    expect(withStaff.slice(0, without.length)).toEqual(without);
    const staffIds = withStaff.slice(without.length);
    expect(staffIds.length).toBeGreaterThan(20);
    for (const id of staffIds) expect(id).toMatch(/^staff-0(-\d+)*$/);
    expect(without).toContain(PAGES_ROUTE_ID);
  });

  it("patches the staff subtree under the pages route on the way into /staff/, and nothing elsewhere", async () => {
    const patch = vi.fn();
    const args = (path: string) =>
      ({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined }) as never;
    await patchStaffArea(args("/mobilni-telefony/"));
    expect(patch).not.toHaveBeenCalled();
    await patchStaffArea(args("/staff/orders/"));
    expect(patch).toHaveBeenCalledTimes(1);
    const [parent, [subtree]] = patch.mock.calls[0];
    expect(parent).toBe(PAGES_ROUTE_ID);
    expect(subtree.id).toBe("staff-0");
    expect(subtree.path).toBe("staff");
    expect(subtree.children.length).toBe(staffRoutes.children!.length);
  });
});
