import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of this feature under /staff/, code-split. */
export const settingsStaffRoutes: RouteObject[] = [
  {
    path: "settings",
    lazy: async () => ({ Component: (await import("./staff/settings-page.js")).SettingsPage }),
  },
  { path: "units", lazy: async () => ({ Component: (await import("./staff/units-page.js")).UnitsPage }) },
];

/** Its entries in the staff menu: the shop's parameters are for admins and supervisors. */
export const settingsMenu: StaffMenuEntry[] = [
  { to: "/staff/settings/", label: "menu.settings", ns: "settings", permission: "supervisor" },
  { to: "/staff/units/", label: "menu.units", ns: "settings", permission: "catalog" },
];
