import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.js";
import { prepared } from "../db/prepared.js";
import { sessions, users } from "../db/schema.js";

// Run by every request that sends a session cookie: built once (see db/prepared.ts).
const liveSession = prepared((db) =>
  db
    .select({
      userId: sessions.userId,
      role: users.role,
      permissions: users.permissions,
      firstName: users.firstName,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder("idHash")),
        gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
      ),
    )
    .prepare("session_live"),
);

/** The live (unexpired at `now`) session with this id hash and its user's columns, if any. */
export async function selectLiveSession(db: Db, idHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ idHash, now: now.toISOString() });
  return row;
}

export async function insertSession(
  db: DbOrTx,
  session: { idHash: string; userId: number | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user except `keepIdHash` (the device asking), or all when null. */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: number,
  keepIdHash: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined));
}
