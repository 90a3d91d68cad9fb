import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { CatalogPathPage, catalogPathHandle, catalogPathLoader } from "./catalog-path-route.js";
import { ComparePage, compareHandle, compareLoader } from "./compare-page.js";
import {
  FavouritesPage,
  favouritesHandle,
  LastVisitedPage,
  lastVisitedHandle,
  StockListPage,
  stockListHandle,
  stockListLoader,
} from "./list-pages.js";
import {
  ProductsToReviewPage,
  productsToReviewHandle,
  productsToReviewLoader,
} from "./products-to-review-page.js";
import { SearchPage, searchHandle, searchLoader } from "./search-page.js";
import {
  ContactPage,
  contactHandle,
  StorePage,
  StoresPage,
  storeHandle,
  storeLoader,
  storesHandle,
  storesLoader,
} from "./stores-pages.js";

/**
 * Catalogue pages. The catalogue paths (`:slug`, `:slug/*`) rank below every static path of the
 * other features, so a category or product is whatever no other page claims.
 */
export function catalogRoutes(market: Market): RouteObject[] {
  const s = market.slugs;
  const c = market.catalogSlugs;
  return [
    { path: s.search, loader: searchLoader, Component: SearchPage, handle: searchHandle },
    { path: `${c.compare}/:type`, loader: compareLoader, Component: ComparePage, handle: compareHandle },
    { path: c.favourites, Component: FavouritesPage, handle: favouritesHandle },
    { path: c.lastVisited, Component: LastVisitedPage, handle: lastVisitedHandle },
    // Under the account pages' prefix, which is the same in both markets.
    {
      path: "ucet/recenze",
      loader: productsToReviewLoader,
      Component: ProductsToReviewPage,
      handle: productsToReviewHandle,
    },
    {
      path: c.expected,
      loader: stockListLoader("expected"),
      Component: StockListPage,
      handle: stockListHandle,
    },
    {
      path: c.newlyStocked,
      loader: stockListLoader("newlyStocked"),
      Component: StockListPage,
      handle: stockListHandle,
    },
    { path: s.stores, loader: storesLoader(false), Component: StoresPage, handle: storesHandle },
    { path: c.showrooms, loader: storesLoader(true), Component: StoresPage, handle: storesHandle },
    { path: `${s.stores}/:seo`, loader: storeLoader, Component: StorePage, handle: storeHandle },
    { path: s.contact, loader: storesLoader(false), Component: ContactPage, handle: contactHandle },
    { path: ":slug", loader: catalogPathLoader, Component: CatalogPathPage, handle: catalogPathHandle },
    { path: ":slug/*", loader: catalogPathLoader, Component: CatalogPathPage, handle: catalogPathHandle },
  ];
}
