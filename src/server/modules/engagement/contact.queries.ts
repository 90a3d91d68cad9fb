import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { contactMessages } from "../../db/schema.js";

export async function insertContactMessage(
  db: DbOrTx,
  message: typeof contactMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row.id;
}

/** One page of messages, newest first, and how many there are in all. */
export async function selectContactMessages(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(page.limit).offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { rows, count };
}

/** Whether a message with this id existed (and now has the flag). */
export async function updateContactHandled(db: DbOrTx, id: number, handled: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ handled })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
