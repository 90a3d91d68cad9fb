import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { buybacks, emailVerifications, orders, serviceOrders, users } from "../../db/schema.js";

export async function insertVerification(
  db: DbOrTx,
  row: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

export async function selectVerification(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash));
  return row;
}

/** Marks the link used if it is unused and valid at `now`; its user, or undefined (one statement: used once). */
export async function consumeVerification(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  return row;
}

/** Sets the verification time once (a second verification keeps the first). */
export async function markEmailVerified(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

/**
 * Attaches what a guest placed with this e-mail to the account (issue 16): orders, buy-backs and
 * service orders whose `email_lookup` is the user's and that belong to nobody. One statement per
 * table; run again, it finds nothing left to attach.
 */
export async function attachGuestRecords(db: DbOrTx, userId: number, emailLookup: string) {
  const linkOrders = await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.emailLookup, emailLookup), isNull(orders.userId)))
    .returning({ id: orders.id });
  const linkBuybacks = await db
    .update(buybacks)
    .set({ userId })
    .where(and(eq(buybacks.emailLookup, emailLookup), isNull(buybacks.userId)))
    .returning({ id: buybacks.id });
  const linkService = await db
    .update(serviceOrders)
    .set({ userId })
    .where(and(eq(serviceOrders.emailLookup, emailLookup), isNull(serviceOrders.userId)))
    .returning({ id: serviceOrders.id });
  return { orders: linkOrders.length, buybacks: linkBuybacks.length, serviceOrders: linkService.length };
}
