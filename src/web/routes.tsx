import { data, type LoaderFunctionArgs, Outlet, type RouteObject } from "react-router";
import type { Market } from "../domain/market.js";
import { getApi } from "./api/api-context.js";
import { accountAreaRoutes } from "./features/account/account-routes.js";
import { buybackRoutes } from "./features/buyback/buyback-routes.js";
import { cartRoutes } from "./features/cart/cart-routes.js";
import { catalogRoutes } from "./features/catalog/catalog-routes.js";
import { contentRoutes } from "./features/content/content-routes.js";
import { engagementRoutes } from "./features/engagement/engagement-routes.js";
import { serviceRoutes } from "./features/service/service-routes.js";
import { PAGES_ROUTE_ID } from "./features/staff/staff-area.js";
import { watchesRoutes } from "./features/watches/watches-routes.js";
import { lazyPage } from "./lazy-page.js";
import { ErrorPage, RootErrorBoundary, RootLayout } from "./shell/root-layout.js";
import { loadShell } from "./shell/shell-data.js";

const accountDir = "src/web/features/account";
const passwordReset = (page: "PasswordResetPage" | "NewPasswordPage") =>
  lazyPage(
    `${accountDir}/password-reset-pages.tsx`,
    () => import("./features/account/password-reset-pages.js"),
    (m) => ({ Component: m[page], handle: m.resetHandle }),
  );

/** Login, password reset, registration and the account page, code-split. */
function accountRoutes(market: Market): RouteObject[] {
  const login = market.slugs.login;
  return [
    {
      path: login,
      lazy: lazyPage(
        `${accountDir}/login-page.tsx`,
        () => import("./features/account/login-page.js"),
        (m) => ({ Component: m.LoginPage, handle: m.loginHandle }),
      ),
    },
    { path: `${login}/zapomenute-heslo`, lazy: passwordReset("PasswordResetPage") },
    { path: `${login}/nove-heslo`, lazy: passwordReset("NewPasswordPage") },
    {
      path: "registrace",
      lazy: lazyPage(
        `${accountDir}/register-page.tsx`,
        () => import("./features/account/register-page.js"),
        (m) => ({ Component: m.RegisterPage, handle: m.registerHandle }),
      ),
    },
    ...accountAreaRoutes(market),
  ];
}

/**
 * The whole route tree for one market (slugs differ per market). A feature adds its routes with
 * one line in `featureRoutes`, as a function of the market. `staff` is the staff area's subtree
 * (features/staff/staff-area.ts): the server always has it, the browser only on a staff page (it
 * patches it in when navigating to one), so shoppers never download the staff route table.
 */
export function createRoutes(market: Market, staff?: RouteObject): RouteObject[] {
  const featureRoutes: RouteObject[] = [
    {
      index: true,
      lazy: lazyPage(
        "src/web/features/home/home-page.tsx",
        () => import("./features/home/home-page.js"),
        (m) => ({ loader: m.homeLoader, Component: m.HomePage, handle: m.homeHandle }),
      ),
    },
    ...accountRoutes(market),
    ...buybackRoutes(market),
    ...cartRoutes(market),
    ...serviceRoutes(market),
    ...engagementRoutes(market),
    ...contentRoutes(market),
    ...watchesRoutes(market),
    ...catalogRoutes(market),
  ];
  return [
    {
      id: "root",
      path: "/",
      loader: ({ context }: LoaderFunctionArgs) => loadShell(getApi(context)),
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      // Route errors render inside the layout, so a 404 or 403 keeps the header and footer.
      children: [
        {
          id: PAGES_ROUTE_ID,
          Component: Outlet,
          ErrorBoundary: ErrorPage,
          // The staff area last: the storefront routes' ids (by position) are the same with or without it.
          children: [
            ...featureRoutes,
            { path: "*", loader: notFound, Component: () => null },
            ...(staff ? [staff] : []),
          ],
        },
      ],
    },
  ];
}

function notFound(): never {
  throw data({ message: "not found" }, { status: 404 });
}
