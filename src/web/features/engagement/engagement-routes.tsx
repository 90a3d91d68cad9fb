import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { CareersPage, careersHandle, careersLoader } from "./careers-page.js";
import { NewsletterResultPage, newsletterHandle, newsletterLoader } from "./newsletter-confirm-page.js";

export function engagementRoutes(market: Market): RouteObject[] {
  const s = market.engagementSlugs;
  return [
    { path: s.careers, loader: careersLoader, Component: CareersPage, handle: careersHandle },
    {
      path: s.newsletterConfirm,
      loader: newsletterLoader("engagement:subscribe-confirm"),
      Component: NewsletterResultPage,
      handle: newsletterHandle,
    },
    {
      path: s.newsletterUnsubscribe,
      loader: newsletterLoader("engagement:unsubscribe"),
      Component: NewsletterResultPage,
      handle: newsletterHandle,
    },
  ];
}

/** Staff pages, code-split. */
export const engagementStaffRoutes: RouteObject[] = [
  {
    path: "kontakt",
    lazy: async () => ({ Component: (await import("./staff/contact-messages-page.js")).ContactMessagesPage }),
  },
  {
    path: "kariera",
    lazy: async () => ({ Component: (await import("./staff/job-applications-page.js")).JobApplicationsPage }),
  },
];
