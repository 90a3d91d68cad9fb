import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { emailVerifications, passwordResets, users } from "../../db/schema.js";
import { lookupHash } from "../../platform/crypto.js";

/** The account row as the owner's data export shows it. */
export async function userForExport(db: DbOrTx, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  return {
    email: u.email,
    email_lookup: u.emailLookup,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone,
    role: u.role,
    created_at: u.createdAt.toISOString(),
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * The account's deletion (decision 016): the row stays for the ids that kept records name (audit,
 * moderation), but holds nothing of the person and cannot log in: an address no one can type
 * (its lookup hash unique to the id), no name or phone, a password hash no password matches;
 * its reset and e-mail verification links go.
 */
export async function anonymiseUserRow(db: DbOrTx, userId: number): Promise<void> {
  const email = `deleted-${userId}@deleted.invalid`;
  await db
    .update(users)
    .set({
      email,
      emailLookup: lookupHash(`deleted-account:${userId}`),
      passwordHash: "deleted",
      firstName: null,
      lastName: null,
      phone: null,
      permissions: [],
      lastLoginAt: null,
      emailVerifiedAt: null,
    })
    .where(eq(users.id, userId));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}
