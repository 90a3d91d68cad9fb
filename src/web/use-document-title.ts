import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterDataContext, useLocation, useMatches } from "react-router";
import { pageMeta } from "./meta.js";
import { errorStatus, errorTitleKey } from "./shell/error-texts.js";
import { useShop } from "./shop-context.js";

/**
 * Keeps document.title right after client-side navigation (the server writes the first one). A page
 * showing an error is titled as its heading ("Stránka nenalezena"), as the server titles it, not
 * as the page it replaces.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors;
  const { t, market } = useShop();
  const location = useLocation();
  useEffect(() => {
    const error = errors ? Object.values(errors)[0] : undefined;
    const title =
      error !== undefined
        ? t(errorTitleKey(errorStatus(error)))
        : pageMeta(matches, { t, market, url: new URL(location.pathname, window.location.origin) }).title;
    const shop = t("shop.name");
    document.title = title === shop ? shop : `${title} | ${shop}`;
  }, [matches, errors, t, market, location.pathname]);
}
