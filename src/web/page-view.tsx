import { useEffect } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { track } from "./analytics.js";
import type { RouteHandle } from "./meta.js";
import type { ShellData } from "./shell/shell-data.js";
import { useDocumentTitle } from "./use-document-title.js";

/** On every navigation: the document title, and a page_view with the page type and user type. */
export function PageView() {
  useDocumentTitle();
  const location = useLocation();
  const matches = useMatches();
  const shell = useRouteLoaderData("root") as ShellData | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page_view per location change
  useEffect(() => {
    const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.pageType);
    const handle = match?.handle as RouteHandle | undefined;
    // A route serving several kinds of page (catalogue path: category or product) decides by its data.
    const pageType = handle && {
      pageType: typeof handle.pageType === "function" ? handle.pageType(match!.loaderData) : handle.pageType,
    };
    track("page_view", {
      page_type: pageType?.pageType ?? "other",
      user_type: shell?.me.analytics_user_type ?? "unregistred",
      page_path: location.pathname,
    });
  }, [location.pathname]);
  return null;
}
