import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import { withRouteIds } from "../../route-dispatch.js";

/**
 * The staff area is one lazy boundary (decision 006): its route table (staff-routes.tsx, where
 * features spread their `<x>StaffRoutes`) and menu reach a shopper's browser only when a /staff/
 * address is opened. The server renders with the whole table; the browser adds the staff subtree
 * before hydrating a staff page, or when navigating into /staff/ (`patchRoutesOnNavigation`).
 */

/** The id of the route the pages hang under (the layout's `Outlet`), where the staff subtree goes. */
export const PAGES_ROUTE_ID = "pages";

/**
 * Whether a path is in the staff area (`/staff`, `/staff/…`; React Router matches case-insensitively).
 */
export const isStaffPath = (pathname: string) => /^\/staff(\/|$)/i.test(pathname);

/**
 * The staff subtree with ids of its own (`staff-0`, `staff-0-3`, …): the same whether the server
 * built it into the tree or the browser patched it in later, so hydration data finds its routes.
 */
export const withStaffIds = (staff: RouteObject): RouteObject => withRouteIds([staff], ["staff"])[0];

/** The staff route table's source (its chunk's key in Vite's manifest, for the server to preload). */
export const STAFF_AREA_MODULE = "src/web/features/staff/staff-routes.tsx";

let loading: Promise<RouteObject> | undefined;
let loadTexts: () => Promise<void> = async () => {};

/**
 * The browser's loader of the staff screens' translations (`loadStaffTexts`, load-language.ts),
 * given by the entry: the staff texts are not in the shop's file (i18n/locale-split.ts). Injected,
 * not imported, so the server (which has every text) never reaches the translations' file URLs.
 */
export function setStaffTextsLoader(load: () => Promise<void>): void {
  loadTexts = load;
}

/** The staff subtree, downloaded once, with its texts (so its first render shows no bare key). */
export function loadStaffArea(): Promise<RouteObject> {
  loading ??= Promise.all([import("./staff-routes.js"), loadTexts()]).then(([m]) =>
    withStaffIds(m.staffRoutes),
  );
  return loading;
}

/**
 * For the browser router: a navigation into /staff/ first patches the staff subtree in (patching it
 * again is a no-op: React Router skips a route whose id it has). Other paths return at once.
 */
export const patchStaffArea: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isStaffPath(path)) patch(PAGES_ROUTE_ID, [await loadStaffArea()]);
};
