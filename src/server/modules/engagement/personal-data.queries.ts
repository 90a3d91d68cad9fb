import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { subscribers } from "../../db/schema.js";

/** The newsletter subscription of an address (by its lookup hash), for the owner's data export. */
export async function subscriptionForExport(db: DbOrTx, emailLookup: string) {
  const [s] = await db.select().from(subscribers).where(eq(subscribers.emailLookup, emailLookup));
  if (!s) return null;
  return {
    email: s.email,
    language: s.language,
    subscribed_at: s.createdAt.toISOString(),
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
  };
}

/** The account's deletion: the address leaves the newsletter list entirely. */
export async function eraseSubscription(db: DbOrTx, emailLookup: string): Promise<number> {
  const gone = await db
    .delete(subscribers)
    .where(eq(subscribers.emailLookup, emailLookup))
    .returning({ id: subscribers.id });
  return gone.length;
}
