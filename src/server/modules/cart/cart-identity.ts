import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { cartDiscounts, cartItems, carts } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { type CartRow, insertCart, openCartByToken, openCartByUser } from "./cart.queries.js";

export const hashCartToken = (token: string) => createHash("sha256").update(token).digest("base64url");
export const newCartToken = () => randomBytes(24).toString("base64url");

export interface CartIdentity {
  /** The cart cookie's value, if any. */
  token: string | undefined;
  userId: number | null;
}

/**
 * Finds the shopper's open cart. A logged-in customer has one cart across devices; a guest cart
 * met after login is merged into it (spec: the cart survives login). A customer's cart is not
 * shown to whoever uses the browser after logout.
 */
export async function findCart(ctx: AppContext, who: CartIdentity): Promise<CartRow | null> {
  const guest =
    who.token && who.token.length < 100 ? await openCartByToken(ctx.db, hashCartToken(who.token)) : null;
  if (!who.userId) return guest && guest.userId === null ? guest : null;
  // The cookie names this customer's open cart already (a customer has one open cart).
  if (guest && guest.userId === who.userId) return guest;
  const mine = await openCartByUser(ctx.db, who.userId);
  if (!guest || guest.userId !== null) return mine;
  if (!mine) {
    const [claimed] = await ctx.db
      .update(carts)
      .set({ userId: who.userId, updatedAt: new Date() })
      .where(and(eq(carts.id, guest.id), eq(carts.status, "open")))
      .returning();
    return claimed ?? openCartByUser(ctx.db, who.userId);
  }
  await mergeInto(ctx, guest.id, mine.id);
  return mine;
}

async function mergeInto(ctx: AppContext, fromId: number, toId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [from] = await tx
      .update(carts)
      .set({ status: "merged" })
      .where(and(eq(carts.id, fromId), eq(carts.status, "open")))
      .returning({ id: carts.id });
    if (!from) return;
    await tx.update(cartItems).set({ cartId: toId }).where(eq(cartItems.cartId, fromId));
    const codes = await tx.select().from(cartDiscounts).where(eq(cartDiscounts.cartId, fromId));
    if (codes.length)
      await tx
        .insert(cartDiscounts)
        .values(codes.map((c) => ({ ...c, cartId: toId })))
        .onConflictDoNothing();
  });
}

/** The open cart, creating one when there is none; `token` is set when the cookie must be (re)written. */
export async function ensureCart(
  ctx: AppContext,
  who: CartIdentity,
): Promise<{ cart: CartRow; token?: string }> {
  const found = await findCart(ctx, who);
  if (found) return { cart: found };
  const token = newCartToken();
  const cart = await insertCart(ctx.db, hashCartToken(token), who.userId);
  // A parallel request of the same customer created it first.
  if (!cart) return { cart: (await openCartByUser(ctx.db, who.userId!))! };
  return { cart, token };
}
