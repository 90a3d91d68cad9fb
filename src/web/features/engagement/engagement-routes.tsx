import { type RouteObject, redirect } from "react-router";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";

const newsletterResult = (call: "engagement:subscribe-confirm" | "engagement:unsubscribe") =>
  lazyPage(
    "src/web/features/engagement/newsletter-confirm-page.tsx",
    () => import("./newsletter-confirm-page.js"),
    (m) => ({
      loader: m.newsletterLoader(call),
      Component: m.NewsletterResultPage,
      handle: m.newsletterHandle,
    }),
  );

/** Careers and the newsletter's confirm and unsubscribe pages, code-split. */
export function engagementRoutes(market: Market): RouteObject[] {
  const s = market.engagementSlugs;
  return [
    {
      path: s.careers,
      lazy: lazyPage(
        "src/web/features/engagement/careers-page.tsx",
        () => import("./careers-page.js"),
        (m) => ({ loader: m.careersLoader, Component: m.CareersPage, handle: m.careersHandle }),
      ),
    },
    { path: s.newsletterConfirm, lazy: newsletterResult("engagement:subscribe-confirm") },
    { path: s.newsletterUnsubscribe, lazy: newsletterResult("engagement:unsubscribe") },
  ];
}

/**
 * Staff pages, code-split. Staff addresses are the same in both markets and in English like the
 * rest of /staff/ (issue 19: the Romanian shop had /staff/kontakt/ and /staff/kariera/); the old
 * Czech ones, linked from e-mails already sent, redirect.
 */
export const engagementStaffRoutes: RouteObject[] = [
  {
    path: "messages",
    lazy: async () => ({ Component: (await import("./staff/contact-messages-page.js")).ContactMessagesPage }),
  },
  {
    path: "applications",
    lazy: async () => ({ Component: (await import("./staff/job-applications-page.js")).JobApplicationsPage }),
  },
  { path: "kontakt", loader: () => redirect("/staff/messages/", 301) },
  { path: "kariera", loader: () => redirect("/staff/applications/", 301) },
];
