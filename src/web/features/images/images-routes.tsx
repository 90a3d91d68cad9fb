import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The images library under /staff/, code-split (issue 18). */
export const imagesStaffRoutes: RouteObject[] = [
  {
    path: "catalog/images",
    lazy: async () => ({ Component: (await import("./images-page.js")).ImagesPage }),
  },
];

/** Its entry in the staff menu. */
export const imagesMenu: StaffMenuEntry[] = [
  { to: "/staff/catalog/images/", label: "library.menu", ns: "images", permission: "catalog" },
];
