import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { jobApplications, jobPositions } from "../../db/schema.js";

export async function selectOpenPositions(db: DbOrTx) {
  return db.select().from(jobPositions).where(eq(jobPositions.isOpen, true)).orderBy(jobPositions.title);
}

export async function selectPosition(db: DbOrTx, id: number) {
  const [position] = await db.select().from(jobPositions).where(eq(jobPositions.id, id));
  return position;
}

export async function insertApplication(
  db: DbOrTx,
  application: typeof jobApplications.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(jobApplications).values(application).returning({ id: jobApplications.id });
  return row.id;
}

/** One page of applications with their position's title, newest first, and how many in all. */
export async function selectApplications(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ a: jobApplications, position: jobPositions.title })
      .from(jobApplications)
      .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
      .orderBy(desc(jobApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(jobApplications),
  ]);
  return { rows, count };
}

export async function selectApplication(db: DbOrTx, id: number) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}
