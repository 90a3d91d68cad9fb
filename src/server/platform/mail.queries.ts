import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";

export type NewOutboxMail = typeof mailOutbox.$inferInsert;

export async function selectOutboxMail(db: DbOrTx, id: number) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}

export async function insertOutboxMail(db: DbOrTx, mail: NewOutboxMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Records a delivery attempt: sent (clearing an earlier error) or failed with its reason. */
export async function updateOutboxDelivery(
  db: DbOrTx,
  id: number,
  outcome: { status: "sent"; sentAt: Date; error: null } | { status: "failed"; error: string },
): Promise<void> {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
}
