import type { Market } from "../domain/market.js";
import { withStaffIds } from "./features/staff/staff-area.js";
import { staffRoutes } from "./features/staff/staff-routes.js";
import { withRouteIds } from "./route-dispatch.js";
import { createRoutes } from "./routes.js";

/**
 * The route tree the server renders with, every route's id written out: every page's, the staff
 * area included (the browser loads that subtree lazily, features/staff/staff-area.ts).
 */
export const serverRoutes = (market: Market) => withRouteIds(createRoutes(market, withStaffIds(staffRoutes)));
