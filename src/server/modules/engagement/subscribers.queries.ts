import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { subscribers } from "../../db/schema.js";

/** Confirmed and not unsubscribed since. */
const subscribed = and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt));

/** A new subscriber, or the same address again: a new token, subscribed again, its language. */
export async function upsertSubscriber(
  db: DbOrTx,
  s: { email: string; emailLookup: string; language: string; tokenHash: string },
): Promise<void> {
  await db
    .insert(subscribers)
    .values(s)
    .onConflictDoUpdate({
      target: subscribers.emailLookup,
      set: { tokenHash: s.tokenHash, unsubscribedAt: null, language: s.language },
    });
}

/** Confirms (keeping the first confirmation's time) a still subscribed token; false if none matches. */
export async function confirmSubscriberToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(and(eq(subscribers.tokenHash, tokenHash), isNull(subscribers.unsubscribedAt)))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/** Unsubscribes the token's address now; false if no subscriber has the token. */
export async function unsubscribeToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ unsubscribedAt: new Date() })
    .where(eq(subscribers.tokenHash, tokenHash))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function countSubscribed(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(subscribed);
  return row.n;
}

export async function selectSubscribed(db: DbOrTx) {
  return db
    .select({
      email: subscribers.email,
      language: subscribers.language,
      confirmedAt: subscribers.confirmedAt,
    })
    .from(subscribers)
    .where(subscribed);
}

/** The address's subscription, if it ever subscribed. */
export async function subscriberByLookup(db: DbOrTx, emailLookup: string) {
  const [row] = await db
    .select({ confirmedAt: subscribers.confirmedAt, unsubscribedAt: subscribers.unsubscribedAt })
    .from(subscribers)
    .where(eq(subscribers.emailLookup, emailLookup));
  return row;
}

/**
 * Subscribes a proven address at once (the account's verified e-mail): confirmed now unless it
 * already was, subscribed again; an existing row keeps its token (links already mailed still work).
 */
export async function subscribeConfirmed(
  db: DbOrTx,
  s: { email: string; emailLookup: string; language: string; tokenHash: string },
): Promise<void> {
  await db
    .insert(subscribers)
    .values({ ...s, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: subscribers.emailLookup,
      set: {
        confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`,
        unsubscribedAt: null,
        language: s.language,
      },
    });
}

/** Unsubscribes the address now (nothing when it never subscribed or already left). */
export async function unsubscribeLookup(db: DbOrTx, emailLookup: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(subscribers.emailLookup, emailLookup), isNull(subscribers.unsubscribedAt)));
}
