import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";
import type { RouteHandle } from "../../meta.js";
import {
  buybackLoader,
  buybackShouldRevalidate,
  buybackStatusLoader,
  type StatusData,
} from "./buyback-loader.js";

const pageHandle: RouteHandle = {
  meta: ({ t, url, market }) => ({
    title: t("buyback:page.title"),
    description: t("buyback:page.description"),
    canonical: `${url.origin}/${market.slugs.buyback}/`,
  }),
};

const statusHandle: RouteHandle<StatusData> = {
  meta: ({ t, data }) => ({
    title: t("buyback:review.title", { number: data?.detail.number ?? "" }),
    robots: "noindex",
  }),
};

/** `/vykup/` (cz) or the Romanian slug, and the status / review page of one buy-back; pages code-split. */
export function buybackRoutes(market: Market): RouteObject[] {
  const slug = market.slugs.buyback;
  return [
    {
      path: slug,
      loader: buybackLoader,
      shouldRevalidate: buybackShouldRevalidate,
      lazy: lazyPage(
        "src/web/features/buyback/buyback-page.tsx",
        () => import("./buyback-page.js"),
        (m) => ({ Component: m.BuybackPage }),
      ),
      handle: pageHandle,
    },
    {
      path: `${slug}/:id`,
      loader: buybackStatusLoader,
      handle: statusHandle,
      lazy: lazyPage(
        "src/web/features/buyback/buyback-status-page.tsx",
        () => import("./buyback-status-page.js"),
        (m) => ({ Component: m.BuybackStatusPage }),
      ),
    },
  ];
}
