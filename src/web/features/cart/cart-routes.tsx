import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { CheckoutPage, checkoutHandle, checkoutLoader } from "../checkout/checkout-page.js";
import { publicOrderLoader } from "../checkout/order-pages-data.js";
import { OrderStatusPage, orderStatusHandle } from "../checkout/order-status-page.js";
import { PaymentPage, paymentHandle, paymentLoader } from "../checkout/payment-page.js";
import { ThankYouPage, thankYouHandle } from "../checkout/thank-you-page.js";
import { WithdrawalPage, withdrawalHandle } from "../checkout/withdrawal-page.js";
import { CartPage, cartHandle, cartLoader } from "./cart-page.js";

/** Cart, checkout and the order's public pages; slugs come from the market. */
export function cartRoutes(market: Market): RouteObject[] {
  const c = market.checkoutSlugs;
  return [
    { path: market.slugs.cart, loader: cartLoader, Component: CartPage, handle: cartHandle },
    { path: c.checkout, loader: checkoutLoader, Component: CheckoutPage, handle: checkoutHandle },
    {
      path: `${c.thankYou}/:number/:key`,
      loader: publicOrderLoader,
      Component: ThankYouPage,
      handle: thankYouHandle,
    },
    {
      path: `${c.orderStatus}/:number/:key`,
      loader: publicOrderLoader,
      Component: OrderStatusPage,
      handle: orderStatusHandle,
    },
    {
      path: `${c.payment}/:number/:key`,
      loader: paymentLoader,
      Component: PaymentPage,
      handle: paymentHandle,
    },
    { path: c.withdrawal, Component: WithdrawalPage, handle: withdrawalHandle },
  ];
}
