import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";
import { ACCOUNT_BASE, ACCOUNT_ROUTE_ID } from "./account-sections.js";

const dir = "src/web/features/account";

/**
 * The account area (issue 16): one layout that checks the login and shows the menu, with each
 * section a child route (its menu entry is in `account-sections.ts`).
 */
export function accountAreaRoutes(_market: Market): RouteObject[] {
  return [
    {
      id: ACCOUNT_ROUTE_ID,
      path: ACCOUNT_BASE,
      lazy: lazyPage(
        `${dir}/account-layout.tsx`,
        () => import("./account-layout.js"),
        (m) => ({ loader: m.accountLayoutLoader, Component: m.AccountLayout, handle: m.accountLayoutHandle }),
      ),
      children: [
        {
          index: true,
          lazy: lazyPage(
            `${dir}/account-page.tsx`,
            () => import("./account-page.js"),
            (m) => ({ Component: m.AccountPage }),
          ),
        },
        {
          path: "udaje",
          lazy: lazyPage(
            `${dir}/personal-page.tsx`,
            () => import("./personal-page.js"),
            (m) => ({ Component: m.PersonalPage, handle: m.personalHandle }),
          ),
        },
        {
          path: "adresy",
          lazy: lazyPage(
            `${dir}/addresses-page.tsx`,
            () => import("./addresses-page.js"),
            (m) => ({ Component: m.AddressesPage, handle: m.addressesHandle }),
          ),
        },
        {
          path: "soukromi",
          lazy: lazyPage(
            `${dir}/privacy-page.tsx`,
            () => import("./privacy-page.js"),
            (m) => ({ Component: m.PrivacyPage, handle: m.privacyHandle }),
          ),
        },
        {
          path: "objednavky",
          lazy: lazyPage(
            "src/web/features/account-orders/orders-page.tsx",
            () => import("../account-orders/orders-page.js"),
            (m) => ({ Component: m.OrdersPage, handle: m.ordersHandle }),
          ),
        },
        {
          path: "objednavky/:number",
          lazy: lazyPage(
            "src/web/features/account-orders/order-detail-page.tsx",
            () => import("../account-orders/order-detail-page.js"),
            (m) => ({
              loader: m.orderDetailLoader,
              Component: m.OrderDetailPage,
              handle: m.orderDetailHandle,
            }),
          ),
        },
        {
          path: "zakoupene-produkty",
          lazy: lazyPage(
            "src/web/features/account-orders/products-page.tsx",
            () => import("../account-orders/products-page.js"),
            (m) => ({ Component: m.ProductsPage, handle: m.productsHandle }),
          ),
        },
        {
          path: "vykupy",
          lazy: lazyPage(
            "src/web/features/buyback/account-buybacks-page.tsx",
            () => import("../buyback/account-buybacks-page.js"),
            (m) => ({ Component: m.AccountBuybacksPage, handle: m.accountBuybacksHandle }),
          ),
        },
        {
          path: "servis",
          lazy: lazyPage(
            "src/web/features/service/account-service-page.tsx",
            () => import("../service/account-service-page.js"),
            (m) => ({ Component: m.AccountServicePage, handle: m.accountServiceHandle }),
          ),
        },
        {
          path: "recenze",
          lazy: lazyPage(
            "src/web/features/catalog/products-to-review-page.tsx",
            () => import("../catalog/products-to-review-page.js"),
            (m) => ({
              loader: m.productsToReviewLoader,
              Component: m.ProductsToReviewPage,
              handle: m.productsToReviewHandle,
            }),
          ),
        },
      ],
    },
    {
      // The e-mail verification link (issue 16): works without a login, so outside the layout.
      path: `${ACCOUNT_BASE}/overeni-emailu`,
      lazy: lazyPage(
        `${dir}/verify-email-page.tsx`,
        () => import("./verify-email-page.js"),
        (m) => ({ loader: m.verifyEmailLoader, Component: m.VerifyEmailPage, handle: m.verifyEmailHandle }),
      ),
    },
  ];
}
