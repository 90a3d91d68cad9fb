import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";

export type NewOutboxMail = typeof mailOutbox.$inferInsert;

export async function selectOutboxMail(db: DbOrTx, id: number) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}

/**
 * Stores a mail. One with an idempotency key that is already stored inserts nothing and answers the
 * stored row (`created: false`, with its delivery status).
 */
export async function insertOutboxMail(
  db: DbOrTx,
  mail: NewOutboxMail,
): Promise<{ id: number; created: boolean; status: string }> {
  const [row] = await db
    .insert(mailOutbox)
    .values(mail)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id, status: mailOutbox.status });
  if (row) return { ...row, created: true };
  const [stored] = await db
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, mail.idempotencyKey!));
  return { ...stored!, created: false };
}

/** Records a delivery attempt: sent (clearing an earlier error) or failed with its reason. */
export async function updateOutboxDelivery(
  db: DbOrTx,
  id: number,
  outcome: { status: "sent"; sentAt: Date; error: null } | { status: "failed"; error: string },
): Promise<void> {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
}
