import type { RouteObject } from "react-router";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

/** The staff pages of this feature under /staff/, code-split. */
export const teamStaffRoutes: RouteObject[] = [
  { path: "team/tasks", lazy: async () => ({ Component: (await import("./tasks-page.js")).TasksPage }) },
  { path: "team/users", lazy: async () => ({ Component: (await import("./users-page.js")).StaffUsersPage }) },
];

/** Its entries in the staff menu. */
export const teamMenu: StaffMenuEntry[] = [
  { to: "/staff/team/tasks/", label: "menu.tasks", ns: "team", permission: "tasks" },
  { to: "/staff/team/users/", label: "menu.users", ns: "team", permission: "users" },
];
