import { isValidAt, normaliseCode } from "../../../domain/discounts.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, ValidationError } from "../../platform/errors.js";
import {
  attachCode,
  attachDiscount,
  cardDiscount,
  cartRules,
  detachDiscounts,
  findCode,
  markCodeUsed,
  saveCartCard,
  singleUseCodeIds,
  toRule,
} from "./discounts.queries.js";

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
  await attachCode(ctx.db, cartId, found.d.id, found.codeId);
}

export async function removeCode(
  ctx: AppContext,
  cartId: number,
  what: { code?: string; discount_id?: number },
): Promise<void> {
  if (what.discount_id) {
    await detachDiscounts(ctx.db, cartId, { discountId: what.discount_id });
    return;
  }
  if (what.code) {
    const found = await findCode(ctx.db, normaliseCode(what.code));
    if (found) await detachDiscounts(ctx.db, cartId, { codeId: found.codeId });
    return;
  }
  await detachDiscounts(ctx.db, cartId);
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
    await saveCartCard(tx, cartId, number, cardHolder.trim());
    await attachDiscount(tx, cartId, d.id);
  });
}

/**
 * Marks the order's single-use codes used, inside the order's transaction. The conditional UPDATE
 * lets exactly one of many concurrent orders have a code; the others roll back with 409.
 */
export async function consumeSingleUseCodes(tx: DbOrTx, codeIds: number[], orderId: number): Promise<void> {
  if (!codeIds.length) return;
  for (const id of await singleUseCodeIds(tx, codeIds)) {
    if (!(await markCodeUsed(tx, id, orderId))) throw conflict("checkout:codeUsed", "code_used");
  }
}
