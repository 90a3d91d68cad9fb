import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { pageMeta } from "./meta.js";
import { useShop } from "./shop-context.js";

/** Keeps document.title right after client-side navigation (the server writes the first one). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { t, market } = useShop();
  const location = useLocation();
  useEffect(() => {
    const meta = pageMeta(matches, { t, market, url: new URL(location.pathname, window.location.origin) });
    const shop = t("shop.name");
    document.title = meta.title === shop ? shop : `${meta.title} | ${shop}`;
  }, [matches, t, market, location.pathname]);
}
