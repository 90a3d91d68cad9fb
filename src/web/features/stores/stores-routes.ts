import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of this feature under /staff/, code-split. */
export const storesStaffRoutes: RouteObject[] = [
  {
    path: "stores",
    lazy: async () => ({ Component: (await import("./staff/stores-page.js")).StoresAdminPage }),
  },
  {
    path: "stores/new",
    lazy: async () => ({ Component: (await import("./staff/store-edit-page.js")).StoreNewPage }),
  },
  {
    path: "stores/:id",
    lazy: async () => ({ Component: (await import("./staff/store-edit-page.js")).StoreEditPage }),
  },
];

/** Its entries in the staff menu: stores are storefront content, kept by the catalogue's staff. */
export const storesMenu: StaffMenuEntry[] = [
  { to: "/staff/stores/", label: "menu.stores", ns: "stores", permission: "catalog" },
];
