import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { ArticleView } from "../../../contract/content.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { imagePath } from "../../../domain/image-variants.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { Picture } from "../../ui/product-image.js";
import { articleQuery } from "./api/content-queries.js";
import { loadOr404 } from "./load-or-404.js";
import { RichText } from "./rich-text.js";

export async function articleLoader({ params, context }: LoaderFunctionArgs): Promise<ArticleView> {
  return loadOr404(() => articleQuery(getApi(context), params.slug ?? "").load());
}

export const articleHandle: RouteHandle<ArticleView> = {
  pageType: "article",
  meta: ({ data, t, url }) => {
    if (!data) return { title: t("content:errors.notFound"), robots: "noindex" };
    const canonical = `${url.origin}${url.pathname}`;
    const image = data.image
      ? `${url.origin}${imagePath(data.image.hash, data.image.widths[data.image.widths.length - 1]!, "webp")}`
      : undefined;
    return {
      title: data.seo_title || data.title,
      description: data.seo_description || data.perex,
      canonical,
      og: { type: "article", url: canonical, ...(image ? { image } : {}) },
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: data.title,
          description: data.perex,
          datePublished: data.published_at,
          dateModified: data.updated_at,
          author: { "@type": "Person", name: data.author },
          publisher: { "@type": "Organization", name: t("shop.name") },
          mainEntityOfPage: canonical,
          ...(image ? { image: [image] } : {}),
          ...(data.category ? { articleSection: data.category.name } : {}),
        },
      ],
    };
  },
};

export function ArticlePage() {
  const a = useLoaderData() as ArticleView;
  const t = useT("content");
  const { market } = useShop();
  const base = `/${market.slugs.articles}/`;
  return (
    <article className="mx-auto max-w-3xl">
      <nav className="text-sm">
        <AppLink to={base} className="text-teal-800 hover:underline">
          ← {t("articles.back")}
        </AppLink>
      </nav>
      <h1 className="mt-3 text-3xl font-bold">{a.title}</h1>
      <p className="mt-2 text-sm text-gray-600">
        {a.category && (
          <AppLink
            to={`${base}?category=${a.category.slug}`}
            className="font-semibold text-teal-800 hover:underline"
          >
            {a.category.name}
          </AppLink>
        )}
        {a.category && " · "}
        <time dateTime={a.published_at}>{formatDisplayDay(a.published_at, market)}</time> ·{" "}
        {t("articles.by", { author: a.author })}
      </p>
      {a.image && (
        <Picture
          image={a.image}
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-5 h-auto w-full rounded-xl"
          priority="high"
        />
      )}
      <p className="mt-5 text-lg font-medium text-gray-900">{a.perex}</p>
      <RichText html={a.body_html} className="mt-4" />
    </article>
  );
}
