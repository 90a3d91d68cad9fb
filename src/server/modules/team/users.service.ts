import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { StaffUser, staffUserCreateBody, staffUserUpdateBody } from "../../../contract/team.js";
import {
  effectivePermissions,
  GRANTABLE,
  isStaffRole,
  type StaffRole,
} from "../../../domain/staff-permissions.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { deleteUserSessions } from "../../platform/session.queries.js";
import { createUser, findUserByEmail, requestPasswordReset } from "../accounts/accounts.service.js";
import {
  lockEnabledAdmins,
  type StaffUserRow,
  selectStaffUser,
  selectStaffUsers,
  updateStaffUser as writeStaffUser,
} from "./users.queries.js";

type Grant = StaffUser["grants"][number];
const isGrant = (p: string): p is Grant => (GRANTABLE as readonly string[]).includes(p);

export function toStaffUser(r: StaffUserRow): StaffUser {
  const grants = r.permissions.filter(isGrant);
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName ?? "",
    last_name: r.lastName ?? "",
    role: r.role as StaffRole,
    grants,
    permissions: effectivePermissions(r.role, grants),
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    disabled: r.disabledAt !== null,
    created_at: r.createdAt.toISOString(),
  };
}

/** Spec "active users": every staff account, disabled ones too (they can be enabled again). */
export async function listStaffUsers(ctx: AppContext): Promise<StaffUser[]> {
  return (await selectStaffUsers(ctx.db)).map(toStaffUser);
}

/**
 * Spec "save user", a new account. Staff roles only; an e-mail that already has an account is
 * refused, a customer's with its own message (a customer is never made staff by accident: staff
 * get their own address). Without a password, the password-reset mail lets the person set one.
 */
export async function createStaffUser(
  ctx: AppContext,
  actor: SessionUser,
  body: z.output<typeof staffUserCreateBody>,
  t: TFunction,
): Promise<StaffUser> {
  const existing = await findUserByEmail(ctx, body.email);
  if (existing)
    throw new ValidationError({
      email: [isStaffRole(existing.role) ? "team:users.emailStaff" : "team:users.emailCustomer"],
    });
  const sendLink = body.password === "";
  const id = await createUser(ctx, {
    email: body.email,
    // Nobody knows this one: the account is usable once its owner sets a password from the mail.
    password: body.password || `${randomBytes(24).toString("base64url")}aA1!`,
    role: body.role,
    permissions: body.grants,
    firstName: body.first_name,
    lastName: body.last_name,
  });
  await audit(ctx.db, {
    actorId: actor.id,
    action: "team.user-create",
    entity: "user",
    entityId: id,
    detail: { role: body.role, grants: body.grants, password: sendLink ? "link" : "initial" },
  });
  if (sendLink) await requestPasswordReset(ctx, body.email, t);
  const row = await selectStaffUser(ctx.db, id);
  return toStaffUser(row!);
}

/**
 * Spec "save user", an edit: name, role, grants, disabled. An admin cannot demote or disable
 * themselves, and the last enabled admin stays one (the admin rows are locked first, so two admins
 * demoting each other at once cannot both succeed). Disabling ends the account's sessions; a role or
 * a grant takes effect at the account's next request (the session reads them from the account).
 */
export async function updateStaffUser(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: z.output<typeof staffUserUpdateBody>,
): Promise<StaffUser> {
  await ctx.db.transaction(async (tx) => {
    const admins = await lockEnabledAdmins(tx);
    const before = await selectStaffUser(tx, id, true);
    if (!before) throw notFound("team:users.notFound");
    const wasDisabled = before.disabledAt !== null;
    const role = body.role ?? (before.role as StaffRole);
    const disabled = body.disabled ?? wasDisabled;
    const losesAdmin = before.role === "admin" && !wasDisabled && (role !== "admin" || disabled);
    if (losesAdmin && id === actor.id) throw conflict("team:users.notYourself");
    if (losesAdmin && admins.every((a) => a === id)) throw conflict("team:users.lastAdmin");

    const grantsBefore = before.permissions.filter(isGrant);
    const grants = body.grants ?? grantsBefore;
    await writeStaffUser(tx, id, {
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      role,
      permissions: grants,
      ...(disabled !== wasDisabled ? { disabledAt: disabled ? new Date() : null } : {}),
    });
    if (disabled && !wasDisabled) await deleteUserSessions(tx, id, null);

    const changes: Record<string, unknown> = {};
    if (role !== before.role) changes.role = [before.role, role];
    if ([...grants].sort().join() !== [...grantsBefore].sort().join())
      changes.grants = [grantsBefore, grants];
    // Names are personal data: the log says that they changed, never what to.
    if (
      (body.first_name !== undefined && body.first_name !== before.firstName) ||
      (body.last_name !== undefined && body.last_name !== before.lastName)
    )
      changes.name = true;
    if (disabled === wasDisabled && Object.keys(changes).length === 0) return;
    const action =
      disabled === wasDisabled ? "team.user-update" : disabled ? "team.user-disable" : "team.user-enable";
    await audit(tx, { actorId: actor.id, action, entity: "user", entityId: id, detail: changes });
  });
  const row = await selectStaffUser(ctx.db, id);
  return toStaffUser(row!);
}
