import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { ResponseOf } from "../../../contract/api-client.js";
import type { ArticleSummary } from "../../../contract/content.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { Picture } from "../../ui/product-image.js";
import { Pagination } from "../catalog/pagination.js";
import { articlesQuery } from "./api/content-queries.js";
import { loadOr404 } from "./load-or-404.js";

type Overview = ResponseOf<"content:articles">;

export async function articlesLoader({ request, context }: LoaderFunctionArgs): Promise<Overview> {
  const search = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(100_000, Number(search.get("page")) || 1));
  const category = search.get("category") || undefined;
  return loadOr404(() => articlesQuery(getApi(context), page, category).load());
}

export const articlesHandle: RouteHandle<Overview> = {
  pageType: "articles",
  meta: ({ data, t, url }) => {
    const base = data?.category?.name ?? t("content:articles.title");
    const page = data?.page ?? 1;
    const canonical = new URL(url.pathname, url.origin);
    if (data?.category) canonical.searchParams.set("category", data.category.slug);
    if (page > 1) canonical.searchParams.set("page", String(page));
    return {
      title: page > 1 ? t("content:articles.pageTitle", { title: base, page }) : base,
      description: t("content:articles.intro"),
      canonical: canonical.href,
    };
  },
};

/** The articles overview: category filter, newest first, followable pages. */
export function ArticlesPage() {
  const data = useLoaderData() as Overview;
  const t = useT("content");
  const { market } = useShop();
  const base = `/${market.slugs.articles}/`;
  const href = (category?: string, page = 1) => {
    const q = new URLSearchParams();
    if (category) q.set("category", category);
    if (page > 1) q.set("page", String(page));
    return q.size ? `${base}?${q}` : base;
  };
  const pages = Math.max(1, Math.ceil(data.count / data.page_size));
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? "border-teal-700 bg-teal-700 text-white" : "border-gray-300 hover:bg-gray-50"}`;
  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">{data.category?.name ?? t("articles.title")}</h1>
      <p className="mt-2 text-gray-700">{t("articles.intro")}</p>
      {data.categories.length > 0 && (
        <nav aria-label={t("articles.categories")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <AppLink
                to={href()}
                className={chip(!data.category)}
                aria-current={!data.category ? "page" : undefined}
              >
                {t("articles.all")}
              </AppLink>
            </li>
            {data.categories.map((c) => {
              const active = data.category?.slug === c.slug;
              return (
                <li key={c.slug}>
                  <AppLink
                    to={href(c.slug)}
                    className={chip(active)}
                    aria-current={active ? "page" : undefined}
                  >
                    {c.name}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {data.results.length === 0 ? (
        <p className="mt-8 text-gray-600">{t("articles.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {data.results.map((a, i) => (
            <li key={a.id}>
              <ArticleCard article={a} href={`${base}${a.slug}/`} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={pages} hrefFor={(p) => href(data.category?.slug, p)} />
    </div>
  );
}

function ArticleCard({ article: a, href, eager }: { article: ArticleSummary; href: string; eager: boolean }) {
  const t = useT("content");
  const { market } = useShop();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      {a.image ? (
        <Picture
          image={a.image}
          sizes="(min-width: 1120px) 360px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/9] h-auto w-full bg-slate-50 object-contain"
          priority={eager ? "eager" : undefined}
        />
      ) : (
        <div aria-hidden="true" className="aspect-[16/9] bg-gradient-to-br from-teal-700 to-teal-900" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs text-gray-600">
          {a.category && <span className="font-semibold text-teal-800">{a.category.name} · </span>}
          <time dateTime={a.published_at}>{formatDisplayDay(a.published_at, market)}</time>
        </p>
        <h2 className="mt-1 text-lg font-bold">
          <AppLink to={href} className="hover:text-teal-800 hover:underline">
            {a.title}
          </AppLink>
        </h2>
        <p className="mt-2 flex-1 text-sm text-gray-700">{a.perex}</p>
        <p className="mt-3 text-xs text-gray-500">{t("articles.by", { author: a.author })}</p>
      </div>
    </article>
  );
}
