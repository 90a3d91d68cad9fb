import type { RouteObject } from "react-router";
import type { Market } from "../../../domain/market.js";
import { lazyPage } from "../../lazy-page.js";

const dir = "src/web/features/catalog";
const catalogPath = lazyPage(
  `${dir}/catalog-path-route.tsx`,
  () => import("./catalog-path-route.js"),
  (m) => ({ loader: m.catalogPathLoader, Component: m.CatalogPathPage, handle: m.catalogPathHandle }),
);
const stockList = (kind: "expected" | "newlyStocked") =>
  lazyPage(
    `${dir}/list-pages.tsx`,
    () => import("./list-pages.js"),
    (m) => ({ loader: m.stockListLoader(kind), Component: m.StockListPage, handle: m.stockListHandle }),
  );
const stores = (showrooms: boolean) =>
  lazyPage(
    `${dir}/stores-pages.tsx`,
    () => import("./stores-pages.js"),
    (m) => ({ loader: m.storesLoader(showrooms), Component: m.StoresPage, handle: m.storesHandle }),
  );

/**
 * Catalogue pages, code-split. The catalogue paths (`:slug`, `:slug/*`) rank below every static
 * path of the other features, so a category or product is whatever no other page claims.
 */
export function catalogRoutes(market: Market): RouteObject[] {
  const s = market.slugs;
  const c = market.catalogSlugs;
  return [
    {
      path: s.search,
      lazy: lazyPage(
        `${dir}/search-page.tsx`,
        () => import("./search-page.js"),
        (m) => ({ loader: m.searchLoader, Component: m.SearchPage, handle: m.searchHandle }),
      ),
    },
    {
      path: `${c.compare}/:type`,
      lazy: lazyPage(
        `${dir}/compare-page.tsx`,
        () => import("./compare-page.js"),
        (m) => ({ loader: m.compareLoader, Component: m.ComparePage, handle: m.compareHandle }),
      ),
    },
    {
      path: c.favourites,
      lazy: lazyPage(
        `${dir}/list-pages.tsx`,
        () => import("./list-pages.js"),
        (m) => ({ Component: m.FavouritesPage, handle: m.favouritesHandle }),
      ),
    },
    {
      path: c.lastVisited,
      lazy: lazyPage(
        `${dir}/list-pages.tsx`,
        () => import("./list-pages.js"),
        (m) => ({ Component: m.LastVisitedPage, handle: m.lastVisitedHandle }),
      ),
    },
    { path: c.expected, lazy: stockList("expected") },
    { path: c.newlyStocked, lazy: stockList("newlyStocked") },
    { path: s.stores, lazy: stores(false) },
    { path: c.showrooms, lazy: stores(true) },
    {
      path: `${s.stores}/:seo`,
      lazy: lazyPage(
        `${dir}/stores-pages.tsx`,
        () => import("./stores-pages.js"),
        (m) => ({ loader: m.storeLoader, Component: m.StorePage, handle: m.storeHandle }),
      ),
    },
    {
      path: s.contact,
      lazy: lazyPage(
        `${dir}/stores-pages.tsx`,
        () => import("./stores-pages.js"),
        (m) => ({ loader: m.contactLoader, Component: m.ContactPage, handle: m.contactHandle }),
      ),
    },
    // Explicit ids: the handle's `codeFor` finds the route's data by id before hydrating.
    { id: "catalog-path", path: ":slug", lazy: catalogPath },
    { id: "catalog-path-deep", path: ":slug/*", lazy: catalogPath },
  ];
}
