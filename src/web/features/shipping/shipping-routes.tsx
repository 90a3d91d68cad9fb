import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of this feature under /staff/, code-split. */
export const shippingStaffRoutes: RouteObject[] = [
  {
    path: "shipping/handovers",
    lazy: async () => ({ Component: (await import("./staff/handovers-page.js")).HandoversPage }),
  },
  {
    path: "shipping/handovers/:id",
    lazy: async () => ({ Component: (await import("./staff/handover-page.js")).HandoverPage }),
  },
  {
    path: "shipping/deliveries",
    lazy: async () => ({ Component: (await import("./staff/deliveries-page.js")).DeliveriesPage }),
  },
  {
    path: "shipping/deliveries/:id",
    lazy: async () => ({ Component: (await import("./staff/delivery-page.js")).DeliveryPage }),
  },
  {
    path: "shipping/dpd-map",
    lazy: async () => ({ Component: (await import("./staff/pickup-map-page.js")).PickupMapPage }),
  },
];

/** Its entries in the staff menu. */
export const shippingMenu: StaffMenuEntry[] = [
  { to: "/staff/shipping/handovers/", label: "menu.handovers", ns: "shipping", permission: "warehouse" },
  { to: "/staff/shipping/deliveries/", label: "menu.deliveries", ns: "shipping", permission: "warehouse" },
  { to: "/staff/shipping/dpd-map/", label: "menu.map", ns: "shipping", permission: "warehouse" },
];
