import type { AppContext } from "../../../platform/context.js";
import { badRequest } from "../../../platform/errors.js";
import {
  actionPackageProblems,
  type CartLine,
  type CartRow,
  cartById,
  type PricedCart,
  pricedCart,
} from "../../cart/cart.service.js";
import { type OrderRow, orderOfToken } from "../../orders/orders.service.js";

/** Who submits: the cart as the caller found it (or is finding it), the customer and the language. */
export interface Submitter {
  /** Read by id when `cart` is not given. */
  cartId: number | null;
  /** The row the caller found (or is finding: the token check runs meanwhile), one query less. */
  cart?: CartRow | null | Promise<CartRow | null>;
  userId: number | null;
}

export type PricedForOrder = PricedCart & { rawLines: CartLine[] };

/** What the submit starts from: the order its token already made, or the cart and its prices. */
export type Loaded =
  | { existing: OrderRow }
  | { existing: null; cart: CartRow | null; priced: PricedForOrder | null };

/**
 * Step: load. The token check, the cart and its prices are read at the same time (the prices go
 * unused when the token already made an order; a repeated submit answers with the first order).
 */
export async function load(ctx: AppContext, who: Submitter, token: string): Promise<Loaded> {
  const cartRead =
    who.cart !== undefined
      ? Promise.resolve(who.cart)
      : who.cartId
        ? cartById(ctx, who.cartId)
        : Promise.resolve(null);
  const [existing, cart, priced] = await Promise.all([
    orderOfToken(ctx, token),
    cartRead,
    // Only the prices: the service options offered with each package are not part of an order.
    cartRead.then((c) => (c?.status === "open" ? pricedCart(ctx, c.id, { options: false }) : null)),
  ]);
  return existing ? { existing } : { existing: null, cart, priced };
}

/**
 * Step: validate. An order is made only from an open cart with something in it, no insurance
 * waiting to be chosen again (its device's price changed) and no discount code that no longer
 * applies: the shopper must see the cart as it will be ordered.
 */
export function validate(
  cart: CartRow | null,
  priced: PricedForOrder | null,
): { cart: CartRow; priced: PricedForOrder } {
  if (cart?.status !== "open" || !priced) throw badRequest("checkout:emptyCart", "empty_cart");
  if (priced.count === 0) throw badRequest("checkout:emptyCart", "empty_cart");
  if (priced.needsReselect) throw badRequest("cart:insuranceReselect", "insurance_reselect");
  if (priced.invalid.some((r) => r.code)) throw badRequest("cart:invalidDiscount", "invalid_discount");
  // An ended action package, or one whose part ran short, is refused with its reason (issue 20).
  const packageProblem = actionPackageProblems(priced.actionPackages)[0];
  if (packageProblem) throw badRequest(packageProblem, "action_package");
  return { cart, priced };
}
