import { eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { productWatches } from "../../db/schema.js";

/** The account's deletion: every watch of the account and of its address (a guest's ones too). */
export async function eraseWatchesOf(db: DbOrTx, userId: number, emailLookup: string): Promise<number> {
  const gone = await db
    .delete(productWatches)
    .where(or(eq(productWatches.userId, userId), eq(productWatches.emailLookup, emailLookup)))
    .returning({ id: productWatches.id });
  return gone.length;
}
