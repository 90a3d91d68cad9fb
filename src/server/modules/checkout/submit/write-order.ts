import { randomBytes } from "node:crypto";
import type { FinishBody } from "../../../../contract/checkout.js";
import type { Language } from "../../../../domain/market.js";
import type { DbOrTx } from "../../../db/client.js";
import type { AppContext } from "../../../platform/context.js";
import { lookupHash } from "../../../platform/crypto.js";
import { normaliseEmail } from "../../../platform/mail.js";
import type { CartRow, PricedLine } from "../../cart/cart.service.js";
import { type NewOrderItem, type OrderRow, writeOrder, writeOrderItem } from "../../orders/orders.service.js";
import type { OrderPrice } from "./price.js";
import type { Reservation } from "./reserve-stock.js";
import type { Resolved } from "./resolve-delivery-payment.js";
import type { PricedForOrder } from "./validate.js";

const ON_DELIVERY = new Set(["cash_on_pickup", "card_on_pickup", "cod"]);

/** The order row a submit writes: pure, from what the earlier steps found. */
export function orderValues(
  ctx: AppContext,
  s: {
    who: { userId: number | null; lang: Language };
    b: FinishBody;
    cart: CartRow;
    priced: PricedForOrder;
    resolved: Resolved;
    price: OrderPrice;
    now: Date;
  },
): Parameters<typeof writeOrder>[1] {
  const { b, cart, priced: p, price, now } = s;
  const { delivery: d, payment: pay, deliveryAddress } = s.resolved;
  const email = normaliseEmail(b.order_billing_address.email);
  const twisto = pay.method.code === "twisto";
  return {
    token: b.token,
    accessKey: randomBytes(16).toString("base64url"),
    userId: s.who.userId,
    cartId: cart.id,
    language: s.who.lang,
    paymentType: pay.method.code,
    paymentCompany: pay.company,
    // Twisto pays the shop and collects from the shopper later: for us the order is paid.
    paymentStatus: ON_DELIVERY.has(pay.method.code) ? "on_delivery" : twisto ? "paid" : "pending",
    status: twisto ? "confirmed" : "new",
    deliveryCode: d.method.code,
    // A pickup is named by its store, the rest by the carrier.
    deliveryName: d.method.kind === "store" && d.storeName ? d.storeName : d.method.carrier,
    storeId: d.storeId,
    dispensingPointId: d.point,
    timeslot: d.slot,
    email,
    emailLookup: lookupHash(email),
    billing: JSON.stringify(b.order_billing_address),
    deliveryAddress: deliveryAddress ? JSON.stringify(deliveryAddress) : null,
    info: JSON.stringify(b.order_info),
    currency: ctx.market.currency,
    itemsTotal: p.itemsTotal,
    discountTotal: p.discountTotal + p.buyoutBonusTotal,
    deliveryPrice: price.deliveryPrice,
    paymentFee: price.paymentFee,
    total: price.total,
    vatTotal: price.vatTotal,
    installment: pay.installment
      ? { ...pay.installment, arrange: cart.installment?.arrange ?? "online" }
      : null,
    discounts: [
      ...p.applied.map((x) => ({ id: x.rule.id, name: x.rule.name, code: x.rule.code, amount: x.amount })),
      // A buy-back bonus is recorded as a discount named by its quote.
      ...p.packages
        .filter((k) => k.buyout_bonus)
        .map((k) => ({
          id: 0,
          name: `buyback:${k.buyout_bonus!.quote_id}`,
          code: null,
          amount: k.buyout_bonus!.amount,
        })),
    ],
    createdAt: now,
  };
}

/**
 * Step: write the order row. First in the transaction: its unique token makes a concurrent double
 * submit wait here for the first and then fail.
 */
export const writeOrderRow = (tx: DbOrTx, values: Parameters<typeof writeOrder>[1]): Promise<OrderRow> =>
  writeOrder(tx, values);

/**
 * Step: write the order's items (gifts that ran out left out), each reserved where its stock was
 * taken. Lines of a package point at their device's item: then the devices go first, one by one,
 * to learn their ids. A flat cart's items are returned instead, for the closing statement to
 * write in its round trip.
 */
export async function writeItems(
  tx: DbOrTx,
  order: Pick<OrderRow, "id">,
  lines: PricedLine[],
  stock: Pick<Reservation, "reserved" | "giftless">,
): Promise<NewOrderItem[] | null> {
  const kept = lines.filter((x) => !stock.giftless.has(x.id));
  const itemRow = (l: PricedLine, parentItemId: number | null): NewOrderItem => ({
    orderId: order.id,
    parentItemId,
    kind: l.kind,
    productId: l.productId,
    code: l.code,
    name: l.name,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    finalPrice: l.finalPrice,
    vatRate: l.vatRate,
    actionPackageId: l.actionPackage?.id ?? null,
    actionPackageName: l.actionPackage?.name ?? null,
    // Insurance is a service: nothing is reserved for it.
    reservedStoreId: l.productId && l.kind !== "insurance" ? (stock.reserved.get(l.productId) ?? null) : null,
  });
  if (kept.every((l) => l.parentId === null)) return kept.map((l) => itemRow(l, null));
  const idMap = new Map<number, number>();
  const roots = kept.filter((x) => x.parentId === null);
  for (const l of roots.concat(kept.filter((x) => x.parentId !== null)))
    idMap.set(
      l.id,
      await writeOrderItem(tx, itemRow(l, l.parentId ? (idMap.get(l.parentId) ?? null) : null)),
    );
  return null;
}
