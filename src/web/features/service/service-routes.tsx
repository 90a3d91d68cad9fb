import type { RouteObject } from "react-router";
import type { OrderStatus } from "../../../contract/service.js";
import type { Market } from "../../../domain/market.js";
import type { RouteHandle } from "../../meta.js";
import { ServiceClaimPage } from "./claim-page.js";
import { serviceLoader, serviceShouldRevalidate, serviceStatusLoader } from "./service-loader.js";
import { ServicePage } from "./service-page.js";
import { ServiceStatusPage } from "./status-page.js";

const pageHandle: RouteHandle = {
  meta: ({ t, url, market, data }) => ({
    title: data?.device_label
      ? t("service:page.titleFor", { device: data.device_label })
      : t("service:page.title"),
    description: t("service:page.description"),
    canonical: `${url.origin}/${market.slugs.service}/`,
  }),
};

const statusHandle: RouteHandle = {
  meta: ({ t, data }) => ({
    title: t(`service:statusPage.title.${(data as OrderStatus | undefined)?.kind ?? "repair"}`, {
      number: (data as OrderStatus | undefined)?.number ?? "",
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

/** `/servis/` (cz) or `/service/` (ro), the status page of a repair or claim, and the claim form. */
export function serviceRoutes(market: Market): RouteObject[] {
  const slug = market.slugs.service;
  return [
    {
      path: slug,
      loader: serviceLoader,
      shouldRevalidate: serviceShouldRevalidate,
      Component: ServicePage,
      handle: pageHandle,
    },
    { path: `${slug}/${market.serviceSlugs.claim}`, Component: ServiceClaimPage, handle: claimHandle },
    {
      path: `${slug}/${market.serviceSlugs.status}/:publicId`,
      loader: serviceStatusLoader,
      Component: ServiceStatusPage,
      handle: statusHandle,
    },
  ];
}
