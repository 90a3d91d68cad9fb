import type { RouteObject } from "react-router";
import type { OrderStatus, ServiceSelectorResponse } from "../../../contract/service.js";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";
import type { RouteHandle } from "../../meta.js";
import { serviceLoader, serviceShouldRevalidate, serviceStatusLoader } from "./service-loader.js";

const pageHandle: RouteHandle<ServiceSelectorResponse> = {
  meta: ({ t, url, market, data }) => ({
    title: data?.device_label
      ? t("service:page.titleFor", { device: data.device_label })
      : t("service:page.title"),
    description: t("service:page.description"),
    canonical: `${url.origin}/${market.slugs.service}/`,
  }),
};

const statusHandle: RouteHandle<OrderStatus> = {
  meta: ({ t, data }) => ({
    title: t(`service:statusPage.title.${data?.kind ?? "repair"}`, {
      number: data?.number ?? "",
    }),
    robots: "noindex",
  }),
};

const claimHandle: RouteHandle = {
  meta: ({ t, url, market }) => ({
    title: t("service:claim.title"),
    description: t("service:claim.intro"),
    canonical: `${url.origin}/${market.slugs.service}/${market.serviceSlugs.claim}/`,
  }),
};

/**
 * `/servis/` (cz) or `/service/` (ro), the status page of a repair or claim, and the claim form;
 * pages code-split.
 */
export function serviceRoutes(market: Market): RouteObject[] {
  const slug = market.slugs.service;
  return [
    {
      path: slug,
      loader: serviceLoader,
      shouldRevalidate: serviceShouldRevalidate,
      lazy: lazyPage(
        "src/web/features/service/service-page.tsx",
        () => import("./service-page.js"),
        (m) => ({ Component: m.ServicePage }),
      ),
      handle: pageHandle,
    },
    {
      path: `${slug}/${market.serviceSlugs.claim}`,
      handle: claimHandle,
      lazy: lazyPage(
        "src/web/features/service/claim-page.tsx",
        () => import("./claim-page.js"),
        (m) => ({ Component: m.ServiceClaimPage }),
      ),
    },
    {
      path: `${slug}/${market.serviceSlugs.status}/:publicId`,
      loader: serviceStatusLoader,
      handle: statusHandle,
      lazy: lazyPage(
        "src/web/features/service/status-page.tsx",
        () => import("./status-page.js"),
        (m) => ({ Component: m.ServiceStatusPage }),
      ),
    },
  ];
}
