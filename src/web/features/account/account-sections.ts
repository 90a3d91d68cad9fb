import type { Market } from "../../../domain/market.js";

/** The account pages' prefix, the same in both markets (as the reviews page under it). */
export const ACCOUNT_BASE = "ucet";

/** The route id of the account layout, whose loader data (the user) every account page reads. */
export const ACCOUNT_ROUTE_ID = "account";

/**
 * One entry of the account area's menu (issue 16). `path` is under `/ucet/` ("" is the summary),
 * or an absolute path for a page that lives elsewhere (favourites and last visited are catalogue
 * pages). `label` is a key of the `account` namespace, or `ns:key` of the section's own namespace
 * (the buy-back and service sections are named by their pages' titles).
 */
export interface AccountSection {
  path: string;
  label: string;
}

/**
 * The account menu in order. A feature adds its section here and its page in `account-routes.tsx`,
 * so the menu and the routes stay one list each.
 */
export function accountSections(market: Market): AccountSection[] {
  return [
    { path: "", label: "nav.summary" },
    { path: "udaje", label: "nav.personal" },
    { path: "adresy", label: "nav.addresses" },
    { path: "objednavky", label: "nav.orders" },
    { path: "zakoupene-produkty", label: "nav.products" },
    { path: "vykupy", label: "buyback:account.title" },
    { path: "servis", label: "service:account.title" },
    { path: "recenze", label: "nav.reviews" },
    { path: `/${market.catalogSlugs.favourites}/`, label: "nav.favourites" },
    { path: `/${market.catalogSlugs.lastVisited}/`, label: "nav.lastVisited" },
    { path: "soukromi", label: "nav.privacy" },
  ];
}

/** The address of a section: under `/ucet/` unless it is absolute. */
export const accountSectionHref = (section: AccountSection) =>
  section.path.startsWith("/") ? section.path : `/${ACCOUNT_BASE}/${section.path ? `${section.path}/` : ""}`;
