import { useQuery } from "@tanstack/react-query";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { CatalogCard } from "../../../contract/catalog.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { cardsQuery, lastVisitedQuery, stockListQuery } from "./api/catalog-queries.js";
import { CardGrid } from "./catalog-card.js";
import { withData } from "./catalog-meta.js";
import { useFavourites } from "./favourites-context.js";

/** Favourites: the account's when logged in, else the browser's list shown through `catalog:cards`. */
export function FavouritesPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const fav = useFavourites();
  const cards = useQuery({ ...cardsQuery(api, fav.ids), enabled: fav.ids.length > 0 });
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("favourites.title")}</h1>
      {!fav.loggedIn && <p className="mt-2 text-sm text-gray-600">{t("favourites.guestHint")}</p>}
      <div className="mt-5">
        {fav.ids.length === 0 ? (
          <p className="text-gray-700">{t("favourites.empty")}</p>
        ) : cards.data ? (
          <CardGrid items={cards.data.items} list="favourites" />
        ) : (
          <p>{t("loading")}</p>
        )}
      </div>
    </div>
  );
}
export const favouritesHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("catalog:favourites.title"), robots: "noindex" }),
};

/** The 4 last visited products (of the account or this browser). */
export function LastVisitedPage() {
  const t = useT("catalog");
  const { api } = useShop();
  const visited = useQuery(lastVisitedQuery(api));
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("lastVisited.title")}</h1>
      <div className="mt-5">
        {visited.data?.items.length ? (
          <CardGrid items={visited.data.items} list="last_visited" />
        ) : (
          <p className="text-gray-700">{visited.isPending ? t("loading") : t("lastVisited.empty")}</p>
        )}
      </div>
    </div>
  );
}
export const lastVisitedHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("catalog:lastVisited.title"), robots: "noindex" }),
};

type StockList = { items: CatalogCard[]; kind: "expected" | "newlyStocked" };

export const stockListLoader =
  (kind: StockList["kind"]) =>
  async ({ context }: LoaderFunctionArgs): Promise<StockList> => ({
    kind,
    ...(await stockListQuery(getApi(context), kind, 48).load()),
  });

/** Expected (sold out, with a date) and newly stocked products. */
export function StockListPage() {
  const { items, kind } = useLoaderData() as StockList;
  const t = useT("catalog");
  return (
    <div data-page-cache="catalog">
      <h1 className="text-2xl font-bold">{t(`stockLists.${kind}`)}</h1>
      <p className="mt-2 text-gray-600">{t(`stockLists.${kind}Text`)}</p>
      <div className="mt-5">
        {items.length ? (
          <CardGrid items={items} list={kind} />
        ) : (
          <p className="text-gray-700">{t("stockLists.empty")}</p>
        )}
      </div>
    </div>
  );
}
export const stockListHandle: RouteHandle<StockList> = {
  pageType: "catalog",
  meta: withData(({ data, t, url }) => ({
    title: t(`catalog:stockLists.${data.kind}`),
    canonical: `${url.origin}${url.pathname}`,
  })),
};
