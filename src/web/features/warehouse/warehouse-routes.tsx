import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of this feature under /staff/, code-split. */
export const warehouseStaffRoutes: RouteObject[] = [
  {
    path: "warehouse/picking",
    lazy: async () => ({ Component: (await import("./staff/picking-page.js")).PickingPage }),
  },
  {
    path: "warehouse/crates",
    lazy: async () => ({ Component: (await import("./staff/crates-page.js")).CratesPage }),
  },
  {
    path: "warehouse/packing/:id",
    lazy: async () => ({ Component: (await import("./staff/packing-page.js")).PackingPage }),
  },
  {
    path: "warehouse/locations",
    lazy: async () => ({ Component: (await import("./staff/locations-page.js")).LocationsPage }),
  },
];

/** Its entries in the staff menu. */
export const warehouseMenu: StaffMenuEntry[] = [
  { to: "/staff/warehouse/picking/", label: "menu.picking", ns: "warehouse", permission: "warehouse" },
  { to: "/staff/warehouse/crates/", label: "menu.crates", ns: "warehouse", permission: "warehouse" },
  { to: "/staff/warehouse/locations/", label: "menu.locations", ns: "warehouse", permission: "warehouse" },
];
