import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { getMarket, type MarketCode } from "../domain/market.js";
import { withStaffIds } from "./features/staff/staff-area.js";
import { staffRoutes } from "./features/staff/staff-routes.js";
import {
  firstSegmentOf,
  fixedFirstSegments,
  isOpenAddress,
  openRoutes,
  segmentRoutes,
} from "./route-dispatch.js";
import { createRoutes } from "./routes.js";
import { serverRoutes } from "./server-routes.js";

const ids = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [r.id!, ...(r.children ? ids(r.children) : [])]);

/** Every route's full path with its parameters filled in, as an address a shopper could ask for. */
function addresses(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((r) => {
    const path = r.path === undefined ? parent : `${parent}/${r.path.replace(/^\//, "")}`;
    const own = path.replace(/:\w+\??/g, "x").replace(/\*$/, "a/b");
    return [`${own.replace(/\/+/g, "/")}/`, ...(r.children ? addresses(r.children, path) : [])];
  });
}

const matched = (routes: RouteObject[], address: string) =>
  matchRoutes(routes, address)?.map((m) => m.route.id);

describe.each<MarketCode>(["cz", "ro"])("route dispatch (%s)", (code) => {
  const routes = serverRoutes(getMarket(code));
  const fixed = fixedFirstSegments(routes);
  const open = openRoutes(routes);

  it("writes out the ids React Router gives the browser's tree", () => {
    // The browser's tree on a staff page (elsewhere the same without the staff subtree, last).
    const browser = createStaticHandler(createRoutes(getMarket(code), withStaffIds(staffRoutes))).dataRoutes;
    expect(ids(routes)).toEqual(ids(browser as RouteObject[]));
  });

  it("sends an address to the open routes only where the whole tree matches the same routes", () => {
    const samples = [
      ...addresses(routes),
      "/",
      "/apple-iphone-16-pro-128-gb-cerna/",
      "/mobilni-telefony/apple-iphone/",
      "/a/b/c/d/",
      "/nic-takoveho",
      "/%C5%BEluty/",
    ];
    const upper = samples.map((a) => a.toUpperCase());
    const encoded = samples.map((a) =>
      a.replace(/^\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    );
    let openCount = 0;
    for (const address of [...samples, ...upper, ...encoded]) {
      if (!isOpenAddress(address, fixed)) continue;
      openCount++;
      expect(matched(open, address), address).toEqual(matched(routes, address));
    }
    // Catalogue addresses and 404s go to the open routes; the home page and feature pages do not.
    expect(openCount).toBeGreaterThan(5);
    expect(isOpenAddress("/apple-iphone-16-pro-128-gb-cerna/", fixed)).toBe(true);
    expect(isOpenAddress("/", fixed)).toBe(false);
    expect(isOpenAddress(`/${getMarket(code).slugs.search}/`, fixed)).toBe(false);
    expect(isOpenAddress(`/${getMarket(code).slugs.search.toUpperCase()}/`, fixed)).toBe(false);
    expect(isOpenAddress("/staff/objednavky/", fixed)).toBe(false);
  });

  it("sends every other address to the routes of its first segment, which match as the whole tree does", () => {
    const samples = [
      ...addresses(routes),
      "/",
      "/KOSIK/",
      "/staff/objednavky/123/",
      "/staff/nic-takoveho/",
      `/${getMarket(code).slugs.search}/nic/`,
    ];
    const segments = new Set<string>();
    for (const address of [...samples, ...samples.map((a) => a.toUpperCase())]) {
      if (isOpenAddress(address, fixed)) continue;
      const segment = firstSegmentOf(address);
      segments.add(segment);
      const part = segmentRoutes(routes, segment);
      expect(matched(part, address), address).toEqual(matched(routes, address));
      expect(ids(part).length, address).toBeLessThan(ids(routes).length);
    }
    expect(segments).toContain("");
    expect(segments).toContain("staff");
    expect(segments.size).toBeGreaterThan(10);
  });

  it("keeps only the layouts and the routes that start with a parameter", () => {
    const leaves = (rs: RouteObject[]): string[] =>
      rs.flatMap((r) => (r.children ? leaves(r.children) : [r.id!]));
    expect(leaves(open).sort()).toEqual(
      [
        routes[0].children![0].children!.find((r) => r.path === "*")!.id!,
        "catalog-path",
        "catalog-path-deep",
      ].sort(),
    );
  });
});
