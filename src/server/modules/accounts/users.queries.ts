import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema.js";

export type UserRow = typeof users.$inferSelect;

export async function selectUserByEmailLookup(db: DbOrTx, emailLookup: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.emailLookup, emailLookup));
  return user;
}

export async function selectUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertUser(db: DbOrTx, user: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row.id;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  set: Partial<
    Pick<UserRow, "firstName" | "lastName" | "phone" | "passwordHash" | "lastLoginAt" | "emailVerifiedAt">
  >,
): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, id));
}
