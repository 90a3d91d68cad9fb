import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../platform/context.js";
import {
  type CartRow,
  claimCart,
  insertCart,
  markMerged,
  moveCartContents,
  openCartByToken,
  openCartByUser,
} from "./cart.queries.js";

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
    const claimed = await claimCart(ctx.db, guest.id, who.userId);
    return claimed ?? openCartByUser(ctx.db, who.userId);
  }
  await mergeInto(ctx, guest.id, mine.id);
  return mine;
}

async function mergeInto(ctx: AppContext, fromId: number, toId: number): Promise<void> {
  // Marked merged first: of two requests merging the same guest cart, only one moves its lines.
  await ctx.db.transaction(async (tx) => {
    if (await markMerged(tx, fromId)) await moveCartContents(tx, fromId, toId);
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
