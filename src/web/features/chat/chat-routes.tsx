import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";
import { UnreadBadge } from "./staff/unread-badge.js";

/** The chat's staff pages under /staff/, code-split. */
export const chatStaffRoutes: RouteObject[] = [
  {
    path: "chat",
    lazy: async () => ({ Component: (await import("./staff/chat-staff-page.js")).ChatStaffPage }),
  },
  {
    path: "chat/canned",
    lazy: async () => ({ Component: (await import("./staff/chat-canned-page.js")).ChatCannedPage }),
  },
];

/** Its entry in the staff menu. */
export const chatMenu: StaffMenuEntry[] = [
  { to: "/staff/chat/", label: "staff.menu", ns: "chat", permission: "customers", badge: UnreadBadge },
];
