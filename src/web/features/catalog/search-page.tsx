import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { SearchResponse } from "../../../contract/search.js";
import { MIN_QUERY_LENGTH } from "../../../domain/search-text.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { CategoryLinks } from "../../ui/category-links.js";
import { searchQuery } from "./api/catalog-queries.js";
import { apiMessage, apiStatus } from "./api-status.js";
import { CardGrid } from "./catalog-card.js";
import { withData } from "./catalog-meta.js";
import { Pagination } from "./pagination.js";

type SearchData = { q: string; result: SearchResponse | null; error: string | null };

export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const page = Number(url.searchParams.get("page") ?? 1) || 1;
  if (!q) return { q, result: null, error: null };
  try {
    return { q, result: await searchQuery(getApi(context), q, page).load(), error: null };
  } catch (e) {
    // Spec §5: shorter than 2 characters gives the spec's message instead of results.
    if (apiStatus(e) === 400) return { q, result: null, error: apiMessage(e) ?? null };
    throw e;
  }
}

export const searchHandle: RouteHandle<SearchData> = {
  pageType: "search",
  meta: withData(({ data, t }) => ({
    title: data.q ? t("catalog:search.titleFor", { q: data.q }) : t("catalog:search.title"),
    robots: "noindex, follow",
  })),
};

/** Search results (`/hledat/?q=`): diacritics-insensitive, typo tolerant; categories first. */
export function SearchPage() {
  const { q, result, error } = useLoaderData() as SearchData;
  const t = useT("catalog");
  const { market } = useShop();
  return (
    <div data-page-cache="catalog">
      <h1 className="text-2xl font-bold">{q ? t("search.titleFor", { q }) : t("search.title")}</h1>
      <search>
        <form method="get" action={`/${market.slugs.search}/`} className="mt-4 flex max-w-xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t("search.title")}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            minLength={MIN_QUERY_LENGTH}
            className="flex-1 rounded-md border border-gray-300 px-3 py-2"
          />
          <button type="submit" className="rounded-md bg-teal-700 px-4 font-semibold text-white">
            {t("search.submit")}
          </button>
        </form>
      </search>
      {error && (
        <p role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      )}
      {result && (
        <>
          {result.corrected && (
            <p className="mt-3 text-sm text-gray-600">{t("search.corrected", { q: result.corrected })}</p>
          )}
          {result.categories.length > 0 && (
            <CategoryLinks
              items={result.categories}
              className="mt-4 flex flex-wrap gap-2"
              label={t("search.categories")}
              linkClassName="inline-block rounded-full border border-teal-700 px-3 py-1.5 text-sm text-teal-800 hover:bg-teal-50"
            />
          )}
          <p className="mt-4 mb-3 text-sm text-gray-600">
            {/* A broad query ranks its first candidates only (decision 011): say that more match. */}
            {result.total_capped
              ? t("search.foundMore", { n: result.total })
              : t("search.found", { count: result.total })}
          </p>
          {result.items.length ? (
            <CardGrid items={result.items} list="search" aboveFold />
          ) : (
            <p className="py-8 text-gray-700">{t("search.nothing")}</p>
          )}
          <Pagination
            page={result.page}
            pages={result.pages}
            hrefFor={(page) =>
              `/${market.slugs.search}/?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) })}`
            }
          />
        </>
      )}
    </div>
  );
}
