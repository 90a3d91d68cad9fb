import { isStaffRole, type Permission } from "../../domain/staff-permissions.js";
import type { SessionUser } from "./session.js";

/**
 * Who may call a route, declared on the route as `config.access` (and for staff routes the area's
 * `config.permission`, domain/staff-permissions.ts) and checked by one hook.
 * - public: anyone; user: any logged-in account; staff: any staff role;
 * - supervisor: staff holding the `supervisor` permission (sensitive actions), or admin; admin: admin.
 */
export type Access = "public" | "user" | "staff" | "supervisor" | "admin";

export function isStaff(user: SessionUser | null): boolean {
  return !!user && isStaffRole(user.role);
}

/** The session's permissions are the role's and the account's grants (session.ts). */
export function hasPermission(user: SessionUser | null, permission: Permission | string): boolean {
  return isStaff(user) && (user!.role === "admin" || user!.permissions.includes(permission));
}

export function allows(access: Access, user: SessionUser | null, permission?: Permission): boolean {
  if (permission && !hasPermission(user, permission)) return false;
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
