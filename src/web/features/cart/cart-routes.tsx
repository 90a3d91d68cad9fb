import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";
import { publicOrderLoader } from "../checkout/order-pages-data.js";

const checkoutDir = "src/web/features/checkout";

/** Cart, checkout and the order's public pages, code-split; slugs come from the market. */
export function cartRoutes(market: Market): RouteObject[] {
  const c = market.checkoutSlugs;
  return [
    {
      path: market.slugs.cart,
      lazy: lazyPage(
        "src/web/features/cart/cart-page.tsx",
        () => import("./cart-page.js"),
        (m) => ({ loader: m.cartLoader, Component: m.CartPage, handle: m.cartHandle }),
      ),
    },
    {
      path: c.checkout,
      lazy: lazyPage(
        `${checkoutDir}/checkout-page.tsx`,
        () => import("../checkout/checkout-page.js"),
        (m) => ({ loader: m.checkoutLoader, Component: m.CheckoutPage, handle: m.checkoutHandle }),
      ),
    },
    {
      path: `${c.thankYou}/:number/:key`,
      loader: publicOrderLoader,
      lazy: lazyPage(
        `${checkoutDir}/thank-you-page.tsx`,
        () => import("../checkout/thank-you-page.js"),
        (m) => ({ Component: m.ThankYouPage, handle: m.thankYouHandle }),
      ),
    },
    {
      path: `${c.orderStatus}/:number/:key`,
      loader: publicOrderLoader,
      lazy: lazyPage(
        `${checkoutDir}/order-status-page.tsx`,
        () => import("../checkout/order-status-page.js"),
        (m) => ({ Component: m.OrderStatusPage, handle: m.orderStatusHandle }),
      ),
    },
    {
      path: `${c.payment}/:number/:key`,
      lazy: lazyPage(
        `${checkoutDir}/payment-page.tsx`,
        () => import("../checkout/payment-page.js"),
        (m) => ({ loader: m.paymentLoader, Component: m.PaymentPage, handle: m.paymentHandle }),
      ),
    },
    {
      path: c.withdrawal,
      lazy: lazyPage(
        `${checkoutDir}/withdrawal-page.tsx`,
        () => import("../checkout/withdrawal-page.js"),
        (m) => ({ Component: m.WithdrawalPage, handle: m.withdrawalHandle }),
      ),
    },
  ];
}
