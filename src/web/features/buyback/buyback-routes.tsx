import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import type { RouteHandle } from "../../meta.js";
import {
  buybackLoader,
  buybackShouldRevalidate,
  buybackStatusLoader,
  type StatusData,
} from "./buyback-loader.js";
import { BuybackPage } from "./buyback-page.js";
import { BuybackStatusPage } from "./buyback-status-page.js";

const pageHandle: RouteHandle = {
  meta: ({ t, url, market }) => ({
    title: t("buyback:page.title"),
    description: t("buyback:page.description"),
    canonical: `${url.origin}/${market.slugs.buyback}/`,
  }),
};

const statusHandle: RouteHandle = {
  meta: ({ t, data }) => ({
    title: t("buyback:review.title", { number: (data as StatusData | undefined)?.detail.number ?? "" }),
    robots: "noindex",
  }),
};

/** `/vykup/` (cz) or the Romanian slug, and the status / review page of one buy-back. */
export function buybackRoutes(market: Market): RouteObject[] {
  const slug = market.slugs.buyback;
  return [
    {
      path: slug,
      loader: buybackLoader,
      shouldRevalidate: buybackShouldRevalidate,
      Component: BuybackPage,
      handle: pageHandle,
    },
    { path: `${slug}/:id`, loader: buybackStatusLoader, Component: BuybackStatusPage, handle: statusHandle },
  ];
}
