import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { STAFF_ROLES } from "../../../domain/staff-permissions.js";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";

/**
 * Staff accounts as the users page shows them. The names and the e-mail are encrypted columns:
 * Drizzle decrypts them as it reads (`encryptedText`), so they are never searched in SQL.
 */
const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  permissions: users.permissions,
  lastLoginAt: users.lastLoginAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};
export type StaffUserRow = Awaited<ReturnType<typeof selectStaffUsers>>[number];

const isStaffRow = inArray(users.role, [...STAFF_ROLES]);

export async function selectStaffUsers(db: DbOrTx, opts: { enabledOnly?: boolean } = {}) {
  return db
    .select(staffColumns)
    .from(users)
    .where(and(isStaffRow, opts.enabledOnly ? isNull(users.disabledAt) : undefined))
    .orderBy(asc(users.id));
}

/** One staff account (a customer's or a shop's id gives nothing), locked when `forUpdate`. */
export async function selectStaffUser(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<StaffUserRow | undefined> {
  const q = db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaffRow));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

/**
 * Locks every enabled admin row and returns their ids: two admins demoting each other at once
 * wait for each other here, so the second sees the first's change and the last admin stays.
 */
export async function lockEnabledAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((r) => r.id);
}

export async function updateStaffUser(
  tx: DbOrTx,
  id: number,
  set: Partial<{
    firstName: string;
    lastName: string;
    role: string;
    permissions: string[];
    disabledAt: Date | null;
  }>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await tx.update(users).set(set).where(eq(users.id, id));
}

/** An enabled staff account's role and grants (tasks are assigned only to such accounts). */
export async function selectEnabledStaff(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, permissions: users.permissions })
    .from(users)
    .where(and(eq(users.id, id), isStaffRow, isNull(users.disabledAt)));
  return row;
}
