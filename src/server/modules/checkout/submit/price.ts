import { deliveryPrice } from "../../../integrations/carriers/delivery-methods.js";
import { vatBreakdown } from "../summary.service.js";
import type { Resolved } from "./resolve-delivery-payment.js";
import type { PricedForOrder } from "./validate.js";

export interface OrderPrice {
  /** Goods after discounts and buy-back bonuses, never below zero. */
  goods: number;
  deliveryPrice: number;
  paymentFee: number;
  vatTotal: number;
  total: number;
}

/**
 * Step: price. The order's sums, recomputed from the cart's prices (never taken from the browser):
 * goods after discounts and buy-back bonuses (a bonus larger than the goods does not pay for the
 * delivery), the delivery's price for those goods (free above its limit), the payment's fee, and
 * the VAT of all of it per rate (delivery and fee at the main goods rate).
 */
export function priceOrder(priced: PricedForOrder, r: Pick<Resolved, "delivery" | "payment">): OrderPrice {
  const goods = Math.max(0, priced.goodsTotal);
  const dPrice = deliveryPrice(r.delivery.method, goods);
  const fee = r.payment.method.fee;
  const { vatTotal } = vatBreakdown(priced.lines, dPrice + fee);
  return { goods, deliveryPrice: dPrice, paymentFee: fee, vatTotal, total: goods + dPrice + fee };
}
