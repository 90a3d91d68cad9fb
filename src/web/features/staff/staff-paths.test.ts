import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { engagementStaffRoutes } from "../engagement/engagement-routes.js";
import { staffMenu } from "./staff-menu.js";
import { staffRoutes } from "./staff-routes.js";

/** Issue 19: the Romanian shop's staff area had Czech addresses (/staff/kontakt/, /staff/kariera/). */
const CZECH = /kontakt|kariera|objednavk|faktur|slevy|vykup|servis|dobropis|kategorie|produkty/;

const paths = (routes: RouteObject[], prefix = ""): string[] =>
  routes.flatMap((r) => {
    const here = r.path ? `${prefix}/${r.path}` : prefix;
    return [here, ...paths(r.children ?? [], here)];
  });

describe("staff addresses", () => {
  it("the menu's addresses are the same in both markets and none is Czech", () => {
    for (const e of staffMenu) expect(e.to, e.to).not.toMatch(CZECH);
    expect(staffMenu.map((e) => e.to)).toEqual(
      expect.arrayContaining(["/staff/messages/", "/staff/applications/"]),
    );
  });

  it("every menu address has a page", () => {
    const known = new Set(
      paths(staffRoutes.children ?? [], "/staff").map((p) => `${p}/`.replace(/\/+$/, "/")),
    );
    known.add("/staff/");
    for (const e of staffMenu) expect(known.has(e.to), e.to).toBe(true);
  });

  it.each([
    ["kontakt", "/staff/messages/"],
    ["kariera", "/staff/applications/"],
  ])("the old /staff/%s/ redirects to %s", async (old, to) => {
    const route = engagementStaffRoutes.find((r) => r.path === old)!;
    const loader = route.loader as () => Response;
    const res = loader();
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });
});
