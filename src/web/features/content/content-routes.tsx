import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";
import type { StaffMenuEntry } from "../staff/staff-menu.js";

const dir = "src/web/features/content";

/** Articles, the FAQ and landing pages (issue 20), code-split; addresses per market (`market.slugs`). */
export function contentRoutes(market: Market): RouteObject[] {
  const s = market.slugs;
  return [
    {
      path: s.articles,
      lazy: lazyPage(
        `${dir}/articles-page.tsx`,
        () => import("./articles-page.js"),
        (m) => ({ loader: m.articlesLoader, Component: m.ArticlesPage, handle: m.articlesHandle }),
      ),
    },
    {
      path: `${s.articles}/:slug`,
      lazy: lazyPage(
        `${dir}/article-page.tsx`,
        () => import("./article-page.js"),
        (m) => ({ loader: m.articleLoader, Component: m.ArticlePage, handle: m.articleHandle }),
      ),
    },
    {
      path: s.faq,
      lazy: lazyPage(
        `${dir}/faq-page.tsx`,
        () => import("./faq-page.js"),
        (m) => ({ loader: m.faqLoader, Component: m.FaqPage, handle: m.faqHandle }),
      ),
    },
    {
      path: `${s.landing}/:slug`,
      lazy: lazyPage(
        `${dir}/landing-page.tsx`,
        () => import("./landing-page.js"),
        (m) => ({ loader: m.landingLoader, Component: m.LandingPage, handle: m.landingHandle }),
      ),
    },
  ];
}

/** The staff screens under /staff/content/. */
export const contentStaffRoutes: RouteObject[] = [
  {
    path: "content/articles",
    lazy: async () => ({ Component: (await import("./staff/articles-admin-page.js")).ArticlesAdminPage }),
  },
  {
    path: "content/faq",
    lazy: async () => ({ Component: (await import("./staff/faq-admin-page.js")).FaqAdminPage }),
  },
  {
    path: "content/landing",
    lazy: async () => ({ Component: (await import("./staff/landings-admin-page.js")).LandingsAdminPage }),
  },
  {
    path: "content/landing/:id",
    lazy: async () => ({ Component: (await import("./staff/landing-editor-page.js")).LandingEditorPage }),
  },
  {
    path: "content/landing/:id/preview",
    lazy: async () => ({ Component: (await import("./staff/landing-preview-page.js")).LandingPreviewPage }),
  },
];

/** Their entries in the staff menu. */
export const contentMenu: StaffMenuEntry[] = [
  { to: "/staff/content/articles/", label: "staff.menuArticles", ns: "content", permission: "marketing" },
  { to: "/staff/content/faq/", label: "staff.menuFaq", ns: "content", permission: "marketing" },
  { to: "/staff/content/landing/", label: "staff.menuLandings", ns: "content", permission: "marketing" },
];
