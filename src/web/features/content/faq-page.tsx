import { useDeferredValue, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { FaqView } from "../../../contract/content.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useT } from "../../shop-context.js";
import { faqQuery } from "./api/content-queries.js";
import { FaqList } from "./faq-list.js";

export async function faqLoader({ context }: LoaderFunctionArgs): Promise<FaqView> {
  return faqQuery(getApi(context)).load();
}

/** FAQPage structured data: every question with its answer (the answer's HTML is allowed there). */
const faqJsonLd = (faq: FaqView) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faq.groups.flatMap((g) =>
    g.items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer_html },
    })),
  ),
});

export const faqHandle: RouteHandle<FaqView> = {
  pageType: "faq",
  meta: ({ data, t, url }) => ({
    title: t("content:faq.title"),
    description: t("content:faq.intro"),
    canonical: `${url.origin}${url.pathname}`,
    jsonLd: data?.groups.length ? [faqJsonLd(data)] : undefined,
  }),
};

/** Accents and case aside: "doprava" finds "Doprava", "zaruka" finds "záruka". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const stripTags = (html: string) => html.replace(/<[^>]+>/g, " ");

/** The FAQ by group, with a search box that filters the questions as one types. */
export function FaqPage() {
  const faq = useLoaderData() as FaqView;
  const t = useT("content");
  const [term, setTerm] = useState("");
  const deferred = useDeferredValue(term);
  const words = fold(deferred).split(/\s+/).filter(Boolean);
  const groups = faq.groups
    .map((g) => ({
      ...g,
      items: g.items.filter((i) => {
        const text = fold(`${g.title} ${i.question} ${stripTags(i.answer_html)}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.items.length);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("faq.title")}</h1>
      <p className="mt-2 text-gray-700">{t("faq.intro")}</p>
      {faq.groups.length === 0 ? (
        <p className="mt-6 text-gray-600">{t("faq.empty")}</p>
      ) : (
        <>
          <div className="mt-6">
            <label htmlFor="faq-search" className="mb-1 block text-sm font-medium text-gray-800">
              {t("faq.search")}
            </label>
            <input
              id="faq-search"
              type="search"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              placeholder={t("faq.searchPlaceholder")}
              className="w-full rounded-md border border-gray-300 px-3 py-2 focus:outline-none focus:ring-2 focus:ring-teal-600"
            />
          </div>
          {groups.length === 0 && (
            <p role="status" className="mt-6 text-gray-700">
              {t("faq.noMatch", { term: deferred })}
            </p>
          )}
          {groups.map((g) => (
            <section key={g.id} className="mt-8" aria-labelledby={`faq-group-${g.id}`}>
              <h2 id={`faq-group-${g.id}`} className="mb-3 text-xl font-bold">
                {g.title}{" "}
                <span className="text-sm font-normal text-gray-500">
                  ({t("faq.count", { count: g.items.length })})
                </span>
              </h2>
              <FaqList items={g.items} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
