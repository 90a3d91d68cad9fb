import { and, eq, inArray, isNull } from "drizzle-orm";
import { isValidAt, normaliseCode } from "../../../domain/discounts.js";
import type { Db } from "../../db/client.js";
import { cartDiscounts, carts, discountCodes } from "../../db/schema.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, ValidationError } from "../../platform/errors.js";
import { cardDiscount, cartRules, findCode, toRule } from "./discounts.queries.js";

export { cartRules };

/** Spec: "add discount code". An unknown, expired or used code gives the spec's message. */
export async function addCode(ctx: AppContext, cartId: number, rawCode: string): Promise<void> {
  const code = normaliseCode(rawCode);
  const found = await findCode(ctx.db, code);
  if (!found || found.usedAt || !isValidAt(toRule(found.d, code), new Date()) || found.d.cardType) {
    throw new ValidationError({ code: ["validation.saleCode"] }, "validation.saleCode", [
      "validation.saleCode",
    ]);
  }
  await ctx.db
    .insert(cartDiscounts)
    .values({ cartId, discountId: found.d.id, codeId: found.codeId })
    .onConflictDoUpdate({
      target: [cartDiscounts.cartId, cartDiscounts.discountId],
      set: { codeId: found.codeId },
    });
}

export async function removeCode(
  ctx: AppContext,
  cartId: number,
  what: { code?: string; discount_id?: number },
): Promise<void> {
  if (what.discount_id) {
    await ctx.db
      .delete(cartDiscounts)
      .where(and(eq(cartDiscounts.cartId, cartId), eq(cartDiscounts.discountId, what.discount_id)));
    return;
  }
  if (what.code) {
    const found = await findCode(ctx.db, normaliseCode(what.code));
    if (found)
      await ctx.db
        .delete(cartDiscounts)
        .where(and(eq(cartDiscounts.cartId, cartId), eq(cartDiscounts.codeId, found.codeId)));
    return;
  }
  await ctx.db.delete(cartDiscounts).where(eq(cartDiscounts.cartId, cartId));
}

/** ISIC-style card: a letter, 12 digits, a letter (S 420 123 456 789 A). */
export const ISIC = /^[A-Z]\d{12}[A-Z]$/;

/** Card discount (spec: cardNumber, cardHolder): the card's discount is attached, the card kept encrypted. */
export async function addCard(
  ctx: AppContext,
  cartId: number,
  cardNumber: string,
  cardHolder: string,
): Promise<void> {
  const number = cardNumber.replace(/[\s-]+/g, "").toUpperCase();
  if (!ISIC.test(number)) throw new ValidationError({ cardNumber: ["checkout:invalidCard"] });
  const d = await cardDiscount(ctx.db, "isic");
  if (!d || !isValidAt(toRule(d, null), new Date()))
    throw new ValidationError({ cardNumber: ["checkout:noCardDiscount"] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(carts)
      .set({ cardNumber: number, cardHolder: cardHolder.trim() })
      .where(eq(carts.id, cartId));
    await tx.insert(cartDiscounts).values({ cartId, discountId: d.id, codeId: null }).onConflictDoNothing();
  });
}

/**
 * Marks the order's single-use codes used, inside the order's transaction. The conditional UPDATE
 * lets exactly one of many concurrent orders have a code; the others roll back with 409.
 */
export async function consumeSingleUseCodes(tx: Db, codeIds: number[], orderId: number): Promise<void> {
  if (!codeIds.length) return;
  const single = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(inArray(discountCodes.id, codeIds), eq(discountCodes.singleUse, true)));
  for (const { id } of single) {
    const done = await tx
      .update(discountCodes)
      .set({ usedAt: new Date(), usedOrderId: orderId })
      .where(and(eq(discountCodes.id, id), isNull(discountCodes.usedAt)))
      .returning({ id: discountCodes.id });
    if (!done.length) throw conflict("checkout:codeUsed", "code_used");
  }
}
