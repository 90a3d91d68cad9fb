import type { FinishBody } from "../../../../contract/checkout.js";
import { deliveryMethods } from "../../../integrations/carriers/delivery-methods.js";
import type { AppContext } from "../../../platform/context.js";
import { badRequest } from "../../../platform/errors.js";
import type { CartRow } from "../../cart/cart.service.js";
import { type Availability, availability } from "../availability.js";
import { validateDelivery } from "../deliveries.service.js";
import { validatePayment } from "../payment-options.service.js";
import type { PricedForOrder } from "./validate.js";

export type Delivery = Awaited<ReturnType<typeof validateDelivery>>;
export type Payment = ReturnType<typeof validatePayment>;

export interface Resolved {
  availability: Availability;
  delivery: Delivery;
  payment: Payment;
  /** Where a carrier or courier brings the goods; null for a pickup. */
  deliveryAddress: NonNullable<FinishBody["order_delivery_address"]> | null;
}

/**
 * Step: resolve delivery and payment. The body's choices win, else those kept on the cart; both
 * are checked again here against the stock and the cart as it is now, as the checkout pages did.
 */
export async function resolveDeliveryPayment(
  ctx: AppContext,
  cart: CartRow,
  priced: PricedForOrder,
  b: FinishBody,
): Promise<Resolved> {
  const deliveryCode = b.type_delivery_code ?? cart.deliveryCode ?? "";
  const kind = deliveryMethods(ctx.market.currency).find((m) => m.code === deliveryCode)?.kind;
  // The stores' stock matters only to a store pickup and to a courier, who collects at a store.
  const a = await availability(ctx.db, priced.rawLines, { stores: kind === "store" || kind === "courier" });
  const delivery = await validateDelivery(ctx, a, {
    type_delivery_code: deliveryCode,
    store: b.store ?? cart.storeId,
    dispensing_point: b.dispensing_point ?? cart.dispensingPointId,
    timeslot: b.timeslot ?? cart.timeslot,
  });
  const payment = validatePayment(ctx, priced, delivery.method.code, {
    type_payment: b.type_payment,
    payment_company: b.payment_company,
    installment:
      b.installment ?? (cart.installment ? `${cart.installment.company}:${cart.installment.months}` : null),
  });
  // Pay-later needs the provider's yes for this cart first (asked from the payment step).
  if (payment.method.code === "twisto" && !cart.twisto?.approved)
    throw badRequest("checkout:twistoNotApproved", "twisto");
  const needsAddress = delivery.method.kind === "carrier" || delivery.method.kind === "courier";
  const bill = b.order_billing_address;
  const deliveryAddress = needsAddress
    ? (b.order_delivery_address ?? {
        first_name: bill.first_name,
        last_name: bill.last_name,
        address: bill.address,
        city: bill.city,
        company: bill.company,
        district: bill.district,
        postcode: bill.postcode,
        phone: bill.phone,
        email: bill.email,
      })
    : null;
  return { availability: a, delivery, payment, deliveryAddress };
}
