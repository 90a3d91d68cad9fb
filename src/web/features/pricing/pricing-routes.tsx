import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of price lists under /staff/, code-split. */
export const pricingStaffRoutes: RouteObject[] = [
  {
    path: "pricing",
    lazy: async () => ({ Component: (await import("./price-lists-page.js")).PriceListsPage }),
  },
  {
    path: "pricing/:id",
    lazy: async () => ({ Component: (await import("./price-list-page.js")).PriceListPage }),
  },
];

/** Its entry in the staff menu. */
export const pricingMenu: StaffMenuEntry[] = [
  { to: "/staff/pricing/", label: "menu.lists", ns: "pricing", permission: "catalog" },
];
