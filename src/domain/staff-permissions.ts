/**
 * Who in the staff area may do what (issue 17): the permission matrix, written down in
 * docs/staff-permissions.md and enforced by the request hook from each route's `permission`.
 *
 * An account's role gives a set of permissions; an admin may grant a staff account more
 * (`supervisor` for the sensitive actions, `buyback:bank-details` to see a seller's bank account).
 * Admins hold every permission.
 */

/** Every account kind. customer and shop are not staff; the rest are. */
export const ROLES = ["customer", "shop", "warehouse", "catalog", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["warehouse", "catalog", "staff", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The areas of the staff area, one permission each, plus the rights an admin grants one by one. */
export const PERMISSIONS = [
  /** Orders overview and detail, status changes, custom e-mails, credit notes. */
  "orders",
  /** Picking, product locations, crates, packaging, handover to carriers, deliveries, DPD map. */
  "warehouse",
  /** Buy-back records, appraisals, bonuses, centres. */
  "buyback",
  /** Service orders and operations. */
  "service",
  /** Products, categories, attributes, meta-masters, SEO, banners, feeds, reviews, images. */
  "catalog",
  /** Discounts and bonus codes. */
  "marketing",
  /** Invoices, credit-note documents, installments, e-Factura. */
  "finance",
  /** Contact messages, job applications, subscribers, the e-mail outbox. */
  "customers",
  /** Staff to-dos. */
  "tasks",
  /** Staff accounts, roles and permissions. */
  "users",
  /** Sensitive actions: cancelling a paid order, credit notes above the limit, purge all, CVs. */
  "supervisor",
  /** A buy-back seller's bank account. */
  "buyback:bank-details",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Rights an admin grants to one staff account on top of its role. */
export const GRANTABLE: readonly Permission[] = ["supervisor", "buyback:bank-details"];

const BACK_OFFICE: Permission[] = [
  "orders",
  "warehouse",
  "buyback",
  "service",
  "catalog",
  "marketing",
  "finance",
  "customers",
  "tasks",
];

/** What each role may do without a grant. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: [],
  shop: [],
  /** A warehouse worker: the orders they pick and ship, and their to-dos. */
  warehouse: ["orders", "warehouse", "tasks"],
  /** A catalogue and marketing editor. */
  catalog: ["catalog", "marketing", "tasks"],
  /** Back office: everything but staff accounts and the sensitive actions. */
  staff: BACK_OFFICE,
  admin: PERMISSIONS,
};

export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** The role's permissions and the account's grants (only grantable ones count, and only for staff). */
export function effectivePermissions(role: string, granted: readonly string[]): Permission[] {
  const base = ROLE_PERMISSIONS[role as Role] ?? [];
  if (!isStaffRole(role)) return [...base];
  const extra = granted.filter((p): p is Permission => (GRANTABLE as readonly string[]).includes(p));
  return [...new Set([...base, ...extra])];
}

/**
 * Discount above which a credit note needs a supervisor (minor units: 10 000 Kč / 2 000 lei).
 * A refund that large is rare and worth a second pair of eyes.
 */
export const CREDIT_NOTE_SUPERVISOR_LIMIT: Record<"CZK" | "RON", number> = {
  CZK: 1_000_000,
  RON: 200_000,
};
