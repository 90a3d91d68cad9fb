import type { FinishBody } from "../../../../contract/checkout.js";
import type { Language } from "../../../../domain/market.js";
import type { TFunction } from "../../../../i18n/i18n-core.js";
import type { AppContext } from "../../../platform/context.js";
import { AppError, conflict } from "../../../platform/errors.js";
import { consumeSingleUseCodes } from "../../discounts/discounts.service.js";
import { type OrderRow, orderOfToken } from "../../orders/orders.service.js";
import { afterCommit } from "./after-commit.js";
import { closeCart } from "./close-cart.js";
import { priceOrder } from "./price.js";
import { reserveStock } from "./reserve-stock.js";
import { resolveDeliveryPayment } from "./resolve-delivery-payment.js";
import { load, type Submitter, validate } from "./validate.js";
import { orderValues, writeItems, writeOrderRow } from "./write-order.js";

/** Test seam for the crash test: called inside the transaction once the stock is taken. */
export const submitHooks: { afterStock?: () => Promise<void> } = {};

/**
 * Spec: finish order. Everything is recomputed from the cart, step by step; the order, its items,
 * the stock and the single-use codes are written in one transaction, so a crash leaves nothing
 * half done. The token makes a repeated submit answer with the first order (`created: false`).
 */
export async function submitOrder(
  ctx: AppContext,
  who: Submitter & { lang: Language; t: TFunction },
  b: FinishBody,
): Promise<{ order: OrderRow; created: boolean }> {
  const loaded = await load(ctx, who, b.token);
  if (loaded.existing) return { order: loaded.existing, created: false };
  const { cart, priced } = validate(loaded.cart, loaded.priced);
  const resolved = await resolveDeliveryPayment(ctx, cart, priced, b);
  const price = priceOrder(priced, resolved);
  const now = new Date();

  let order: OrderRow;
  try {
    order = await ctx.db.transaction(async (tx) => {
      const order = await writeOrderRow(tx, orderValues(ctx, { who, b, cart, priced, resolved, price, now }));
      const stock = await reserveStock(tx, {
        storeId: resolved.delivery.storeId,
        need: resolved.availability.need,
        lines: priced.lines,
      });
      if (!stock.deferred && submitHooks.afterStock) await submitHooks.afterStock();
      await consumeSingleUseCodes(
        tx,
        priced.applied.map((x) => x.rule.codeId ?? null).filter((x): x is number => x !== null),
        order.id,
      );
      const items = await writeItems(tx, order, priced.lines, stock);
      await closeCart(tx, { cartId: cart.id, orderId: order.id, now, items, stock: stock.deferred });
      if (stock.deferred && submitHooks.afterStock) await submitHooks.afterStock();
      return order;
    });
  } catch (err) {
    return { order: await recover(ctx, b.token, err), created: false };
  }
  await afterCommit(ctx, order, b, who);
  return { order, created: true };
}

/**
 * A failed transaction: when the same token's first submit won meanwhile, its order is the
 * answer; a unique violation otherwise means the cart changed under the submit.
 */
async function recover(ctx: AppContext, token: string, err: unknown): Promise<OrderRow> {
  const first = await orderOfToken(ctx, token);
  if (first) return first;
  if (err instanceof AppError) throw err;
  if ((err as { code?: string }).code === "23505") throw conflict("checkout:cartChanged", "cart_changed");
  throw err;
}
