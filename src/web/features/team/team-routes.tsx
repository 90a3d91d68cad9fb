import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of this feature under /staff/, code-split. */
export const teamStaffRoutes: RouteObject[] = [];

/** Its entries in the staff menu. */
export const teamMenu: StaffMenuEntry[] = [];
