import type { SessionUser } from "./session.js";

/**
 * Who may call a route, declared on the route as `config.access` and checked by one hook.
 * - public: anyone; user: any logged-in account; staff: staff or admin;
 * - supervisor: staff holding the `supervisor` permission (sensitive actions), or admin; admin: admin.
 */
export type Access = "public" | "user" | "staff" | "supervisor" | "admin";

export function isStaff(user: SessionUser | null): boolean {
  return user?.role === "staff" || user?.role === "admin";
}

export function hasPermission(user: SessionUser | null, permission: string): boolean {
  return user?.role === "admin" || (isStaff(user) && user!.permissions.includes(permission));
}

export function allows(access: Access, user: SessionUser | null): boolean {
  switch (access) {
    case "public":
      return true;
    case "user":
      return user !== null;
    case "staff":
      return isStaff(user);
    case "supervisor":
      return hasPermission(user, "supervisor");
    case "admin":
      return user?.role === "admin";
  }
}
