import type { Summary } from "../../../contract/checkout.js";
import { orderVat } from "../../../domain/order-vat.js";
import type { TFunction } from "../../../i18n/i18n-core.js";
import {
  deliveryMethods,
  deliveryPrice,
  paymentMethods,
} from "../../integrations/carriers/delivery-methods.js";
import type { AppContext } from "../../platform/context.js";
import {
  actionPackageMessages,
  type CartRow,
  cartById,
  type PricedLine,
  pricedCart,
} from "../cart/cart.service.js";
import { storeBy } from "./checkout.queries.js";

/**
 * VAT per rate over the goods lines, delivery and fee (taxed at the main goods rate): the rule
 * lives in the domain (order-vat.ts), where the orders module re-prices staff's changes with it.
 */
export const vatBreakdown = (lines: readonly PricedLine[], extra: number) => orderVat(lines, extra);

/** Spec: GET summary: the whole price as the order would be made now, recomputed on the server. */
export async function summary(
  ctx: AppContext,
  cartOrId: CartRow | number | null,
  t: TFunction,
): Promise<Summary> {
  // Callers that already hold the cart row pass it: one query less on a hot path.
  const cart = typeof cartOrId === "number" ? await cartById(ctx, cartOrId) : cartOrId;
  const cartId = cart?.id ?? null;
  const p = await pricedCart(ctx, cartId);
  const method = cart?.deliveryCode
    ? deliveryMethods(ctx.market.currency).find((m) => m.code === cart.deliveryCode)
    : undefined;
  const pay = cart?.paymentCode
    ? paymentMethods(ctx.market.currency).find((m) => m.code === cart.paymentCode)
    : undefined;
  const goods = Math.max(0, p.goodsTotal);
  const dPrice = method ? deliveryPrice(method, goods) : 0;
  const fee = pay?.fee ?? 0;
  const store = cart?.storeId ? await storeBy(ctx.db, cart.storeId) : null;
  const { vat, vatTotal } = vatBreakdown(p.lines, dPrice + fee - p.buyoutBonusTotal > 0 ? dPrice + fee : 0);
  const messages: string[] = [];
  if (p.needsReselect) messages.push(t("cart:insuranceReselect"));
  if (p.invalid.some((r) => r.code)) messages.push(t("cart:invalidDiscount"));
  const packageProblems = actionPackageMessages(p.actionPackages, t);
  messages.push(...packageProblems);
  return {
    currency: ctx.market.currency,
    count: p.count,
    packages: p.packages,
    action_packages: p.actionPackages,
    discounts: p.applied.map((a) => ({
      id: a.rule.id,
      name: a.rule.name,
      code: a.rule.code,
      amount: a.amount,
    })),
    invalid_discounts: p.invalid.map((r) => ({ id: r.id, name: r.name, code: r.code })),
    delivery: method
      ? {
          code: method.code,
          name: t(`checkout:delivery.${method.kind}.name`, { carrier: method.carrier }),
          price: dPrice,
          store: store?.name ?? null,
          dispensing_point: cart?.dispensingPointId ?? null,
          timeslot: cart?.timeslot ?? null,
        }
      : null,
    payment: pay
      ? {
          code: pay.code,
          name: t(`checkout:payment.${pay.code}.name`),
          fee,
          company: cart?.paymentCompany ?? null,
          installment: cart?.installment ? `${cart.installment.company}:${cart.installment.months}` : null,
        }
      : null,
    items_total: p.itemsTotal,
    discount_total: p.discountTotal,
    buyout_bonus_total: p.buyoutBonusTotal,
    delivery_price: dPrice,
    payment_fee: fee,
    total: goods + dPrice + fee,
    vat,
    vat_total: vatTotal,
    messages,
    can_finish: p.count > 0 && !p.needsReselect && !packageProblems.length && !!method && !!pay,
  };
}
