import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { carts } from "../../db/schema.js";

/**
 * The account's deletion: the open cart (choices, a card holder) goes; the closed ones, which
 * orders name, stay without the account.
 */
export async function eraseCartsOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(carts).where(and(eq(carts.userId, userId), eq(carts.status, "open")));
  await db
    .update(carts)
    .set({ userId: null, cardNumber: null, cardHolder: null })
    .where(and(eq(carts.userId, userId), ne(carts.status, "open")));
}
