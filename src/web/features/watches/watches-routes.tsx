import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { WATCH_SLUGS } from "../../../domain/product-watch.js";
import { lazyPage } from "../../lazy-page.js";

const MODULE = "src/web/features/watches/watch-link-pages.tsx";
const load = () => import("./watch-link-pages.js");

/** The pages a watch e-mail links to (issue 16): a guest's confirmation and the cancel page, code-split. */
export function watchesRoutes(market: Market): RouteObject[] {
  const s = WATCH_SLUGS[market.code];
  return [
    {
      path: s.confirm,
      lazy: lazyPage(MODULE, load, (m) => ({
        loader: m.watchConfirmLoader,
        Component: m.WatchConfirmPage,
        handle: m.watchConfirmHandle,
      })),
    },
    {
      path: s.cancel,
      lazy: lazyPage(MODULE, load, (m) => ({
        loader: m.watchCancelLoader,
        Component: m.WatchCancelPage,
        handle: m.watchCancelHandle,
      })),
    },
  ];
}
