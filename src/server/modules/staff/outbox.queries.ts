import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";

/** One page of the outbox, newest first, and how many messages it holds in all. */
export async function selectOutboxPage(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(page.limit).offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  return { rows, count };
}
