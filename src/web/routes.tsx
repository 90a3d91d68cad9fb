import { data, type LoaderFunctionArgs, Outlet, type RouteObject } from "react-router";
import type { Market } from "../domain/market.js";
import { getApi } from "./api/api-context.js";
import { AccountPage, accountHandle, accountLoader } from "./features/account/account-page.js";
import { LoginPage, loginHandle } from "./features/account/login-page.js";
import { NewPasswordPage, PasswordResetPage, resetHandle } from "./features/account/password-reset-pages.js";
import { RegisterPage, registerHandle } from "./features/account/register-page.js";
import { buybackRoutes } from "./features/buyback/buyback-routes.js";
import { cartRoutes } from "./features/cart/cart-routes.js";
import { catalogRoutes } from "./features/catalog/catalog-routes.js";
import { engagementRoutes } from "./features/engagement/engagement-routes.js";
import { HomePage, homeHandle, homeLoader } from "./features/home/home-page.js";
import { serviceRoutes } from "./features/service/service-routes.js";
import { staffRoutes } from "./features/staff/staff-routes.js";
import { ErrorPage, RootErrorBoundary, RootLayout } from "./shell/root-layout.js";
import { loadShell } from "./shell/shell-data.js";

/**
 * The whole route tree for one market (slugs differ per market). A feature adds its routes with
 * one line in `featureRoutes`, as a function of the market.
 */
export function createRoutes(market: Market): RouteObject[] {
  const s = market.slugs;
  const featureRoutes: RouteObject[] = [
    { index: true, loader: homeLoader, Component: HomePage, handle: homeHandle },
    { path: `${s.login}`, Component: LoginPage, handle: loginHandle },
    { path: `${s.login}/zapomenute-heslo`, Component: PasswordResetPage, handle: resetHandle },
    { path: `${s.login}/nove-heslo`, Component: NewPasswordPage, handle: resetHandle },
    { path: "registrace", Component: RegisterPage, handle: registerHandle },
    { path: "ucet", loader: accountLoader, Component: AccountPage, handle: accountHandle },
    ...buybackRoutes(market),
    ...cartRoutes(market),
    ...serviceRoutes(market),
    ...engagementRoutes(market),
    staffRoutes,
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
          Component: Outlet,
          ErrorBoundary: ErrorPage,
          children: [...featureRoutes, { path: "*", loader: notFound, Component: () => null }],
        },
      ],
    },
  ];
}

function notFound(): never {
  throw data({ message: "not found" }, { status: 404 });
}
