import { createHash, randomBytes } from "node:crypto";
import type { Me } from "../../../contract/accounts.js";
import { effectivePermissions, isStaffRole } from "../../../domain/staff-permissions.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { lookupHash } from "../../platform/crypto.js";
import { forbidden, ValidationError } from "../../platform/errors.js";
import { normaliseEmail } from "../../platform/mail.js";
import { renderMail } from "../../platform/mail-template.js";
import type { Role, SessionUser } from "../../platform/session.js";
import { deleteUserSessions } from "../../platform/session.queries.js";
import {
  attachGuestRecords,
  consumeVerification,
  insertVerification,
  markEmailVerified,
  selectVerification,
} from "./email-verifications.queries.js";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password-hash.js";
import { insertPasswordReset, markResetUsed, selectUsableReset } from "./password-resets.queries.js";
import { insertUser, selectUser, selectUserByEmailLookup, updateUser } from "./users.queries.js";

const RESET_HOURS = 2;
const sha = (s: string) => createHash("sha256").update(s).digest("base64url");

export async function findUserByEmail(ctx: AppContext, email: string) {
  return (await selectUserByEmailLookup(ctx.db, lookupHash(normaliseEmail(email)))) ?? null;
}

export async function createUser(
  ctx: AppContext,
  input: {
    email: string;
    password: string;
    role?: Role;
    permissions?: string[];
    firstName?: string;
    lastName?: string;
    phone?: string;
    /** The address is known to be the owner's (the demo accounts). */
    verified?: boolean;
  },
): Promise<number> {
  if (await findUserByEmail(ctx, input.email)) throw new ValidationError({ email: ["auth.emailTaken"] });
  return insertUser(ctx.db, {
    email: normaliseEmail(input.email),
    emailLookup: lookupHash(normaliseEmail(input.email)),
    passwordHash: await hashPassword(input.password),
    role: input.role ?? "customer",
    permissions: input.permissions ?? [],
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    phone: input.phone ?? null,
    emailVerifiedAt: input.verified ? new Date() : null,
  });
}

/** Checks the credentials; the same answer whether the e-mail or the password was wrong. */
export async function authenticate(ctx: AppContext, email: string, password: string): Promise<number> {
  const user = await findUserByEmail(ctx, email);
  const ok = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyPassword(password, DUMMY_HASH);
  if (!user || !ok) throw new ValidationError({}, "auth.invalidCredentials", ["auth.invalidCredentials"]);
  // A staff account an admin disabled (issue 17): said only to whoever knows its password.
  if (user.disabledAt) throw new ValidationError({}, "team:login.disabled", ["team:login.disabled"]);
  await updateUser(ctx.db, user.id, { lastLoginAt: new Date() });
  return user.id;
}

export async function getMe(ctx: AppContext, sessionUser: SessionUser | null): Promise<Me> {
  if (!sessionUser) return { user: null, analytics_user_type: "unregistred" };
  const u = await selectUser(ctx.db, sessionUser.id);
  if (!u) return { user: null, analytics_user_type: "unregistred" };
  return {
    user: {
      id: u.id,
      email: u.email,
      role: u.role as Role,
      permissions: effectivePermissions(u.role, u.permissions),
      first_name: u.firstName,
      last_name: u.lastName,
      phone: u.phone,
      can_edit_personal_info: u.role !== "shop",
      email_verified: u.emailVerifiedAt !== null,
      is_staff: isStaffRole(u.role),
    },
    analytics_user_type: "registred",
  };
}

export async function updateProfile(
  ctx: AppContext,
  user: SessionUser,
  input: { first_name: string; last_name: string; phone: string },
) {
  // Spec §6: shop accounts cannot edit personal info.
  if (user.role === "shop") throw forbidden("auth.shopAccountNoEdit");
  await updateUser(ctx.db, user.id, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone || null,
  });
}

export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  current: string,
  next: string,
  keepSession: string | null,
) {
  const u = await selectUser(ctx.db, user.id);
  if (!u || !(await verifyPassword(current, u.passwordHash)))
    throw new ValidationError({ current_password: ["auth.invalidCredentials"] });
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(next) });
  // Other devices are logged out; this one stays.
  await deleteUserSessions(ctx.db, user.id, keepSession);
}

/** Mails a single-use link valid for 2 hours; says nothing about whether the account exists. */
export async function requestPasswordReset(ctx: AppContext, email: string, t: TFunction): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = randomBytes(24).toString("base64url");
  await insertPasswordReset(ctx.db, {
    tokenHash: sha(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_HOURS * 3_600_000),
  });
  const url = `${ctx.config.publicUrl}/${ctx.market.slugs.login}/nove-heslo/?token=${token}`;
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("auth.resetTitle"),
    paragraphs: [t("auth.resetMail", { hours: RESET_HOURS })],
    button: { label: t("auth.newPasswordSave"), url },
    footer: t("footer.rights"),
  });
  await ctx.mailer.send({
    kind: "password-reset",
    to: user.email,
    subject: t("auth.resetTitle"),
    html,
    text,
  });
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = new Date();
  const reset = await selectUsableReset(ctx.db, sha(token), now);
  if (!reset) throw new ValidationError({ token: ["auth.resetInvalid"] }, "auth.resetInvalid");
  await ctx.db.transaction(async (tx) => {
    await markResetUsed(tx, reset.tokenHash, now);
    await updateUser(tx, reset.userId, { passwordHash: await hashPassword(password) });
    await deleteUserSessions(tx, reset.userId, null);
    // The mailed link proved the address, as a verification link does.
    await verifyAndAttach(tx, reset.userId, now);
  });
}

// E-mail verification (issue 16): a guest's orders, buy-backs and service orders placed with the
// address join the account only once its owner opened a link sent to it, so registering someone
// else's address shows nobody their orders.

export const VERIFY_HOURS = 48;
/** The verify page, under the account pages' prefix in both markets. */
export const VERIFY_PATH = "/ucet/overeni-emailu/";

/** Writes a single-use link valid for 48 h and its e-mail in one transaction; false when already verified. */
export async function sendVerification(ctx: AppContext, userId: number, t: TFunction): Promise<boolean> {
  const u = await selectUser(ctx.db, userId);
  if (!u || u.emailVerifiedAt) return false;
  const token = randomBytes(24).toString("base64url");
  const url = `${ctx.config.publicUrl}${VERIFY_PATH}?token=${token}`;
  const { html, text } = renderMail({
    shopName: t("shop.name"),
    heading: t("account:verify.mailSubject"),
    paragraphs: [t("account:verify.mailText", { hours: VERIFY_HOURS })],
    button: { label: t("account:verify.mailButton"), url },
    footer: t("footer.rights"),
  });
  const staged = await ctx.db.transaction(async (tx) => {
    await insertVerification(tx, {
      tokenHash: sha(token),
      userId,
      expiresAt: new Date(Date.now() + VERIFY_HOURS * 3_600_000),
    });
    return ctx.mailer.stage(tx, {
      kind: "email-verification",
      to: u.email,
      subject: t("account:verify.mailSubject"),
      html,
      text,
    });
  });
  await staged.afterCommit();
  return true;
}

async function verifyAndAttach(tx: DbOrTx, userId: number, now: Date) {
  const u = await selectUser(tx, userId);
  if (!u) return null;
  await markEmailVerified(tx, userId, now);
  return attachGuestRecords(tx, userId, u.emailLookup);
}

/**
 * Opens a verification link: marks it used, the address verified and attaches the guest records
 * in one transaction. A used or expired link is a 400 saying which.
 */
export async function verifyEmail(ctx: AppContext, token: string) {
  const now = new Date();
  const hash = sha(token);
  const attached = await ctx.db.transaction(async (tx) => {
    const row = await consumeVerification(tx, hash, now);
    return row ? verifyAndAttach(tx, row.userId, now) : null;
  });
  if (attached) return attached;
  const known = await selectVerification(ctx.db, hash);
  const reason = !known
    ? "account:verify.invalid"
    : known.usedAt
      ? "account:verify.used"
      : "account:verify.expired";
  throw new ValidationError({ token: [reason] }, reason);
}

/** Whether `password` is the account's own (the account's deletion asks for it again). */
export async function passwordMatches(ctx: AppContext, userId: number, password: string): Promise<boolean> {
  const u = await selectUser(ctx.db, userId);
  return !!u && (await verifyPassword(password, u.passwordHash));
}

/** The account's data export and deletion (issue 16, decision 016). */
export { anonymiseUserRow, userForExport } from "./personal-data.queries.js";
