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
    const pageType = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.pageType)
      ?.handle as RouteHandle | undefined;
    track("page_view", {
      page_type: pageType?.pageType ?? "other",
      user_type: shell?.me.analytics_user_type ?? "unregistred",
      page_path: location.pathname,
    });
  }, [location.pathname]);
  return null;
}
