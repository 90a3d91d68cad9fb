import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { passwordResets } from "../../db/schema.js";

export async function insertPasswordReset(
  db: DbOrTx,
  reset: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The reset with this token if it is unused and not expired at `now`. */
export async function selectUsableReset(db: DbOrTx, tokenHash: string, now: Date) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        gt(passwordResets.expiresAt, now),
        isNull(passwordResets.usedAt),
      ),
    );
  return reset;
}

export async function markResetUsed(db: DbOrTx, tokenHash: string, usedAt: Date): Promise<void> {
  await db.update(passwordResets).set({ usedAt }).where(eq(passwordResets.tokenHash, tokenHash));
}
