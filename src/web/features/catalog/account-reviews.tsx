import { useQuery } from "@tanstack/react-query";
import type { MyReview } from "../../../contract/reviews.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { AccountQueryState } from "../account/account-query-state.js";
import { myReviewsQuery } from "./api/catalog-queries.js";

const STATUS_CLASS: Record<MyReview["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-gray-100 text-gray-800",
};

/** The customer's own reviews (issue 16): product, stars, text, date, published or waiting for approval. */
export function AccountReviews() {
  const t = useT("catalog");
  const { api } = useShop();
  const query = useQuery(myReviewsQuery(api));
  return (
    <section aria-labelledby="account-reviews-title">
      <h2 id="account-reviews-title" className="text-xl font-semibold">
        {t("reviews.mineTitle")}
      </h2>
      <div className="mt-4">
        <AccountQueryState query={query} loading={t("reviews.mineLoading")} error={t("reviews.mineError")}>
          {({ results }) =>
            results.length === 0 ? (
              <p className="text-gray-700">{t("reviews.mineEmpty")}</p>
            ) : (
              <ul className="space-y-4">
                {results.map((r) => (
                  <ReviewRow key={r.id} review={r} />
                ))}
              </ul>
            )
          }
        </AccountQueryState>
      </div>
    </section>
  );
}

function ReviewRow({ review: r }: { review: MyReview }) {
  const t = useT("catalog");
  const { market } = useShop();
  return (
    <li className="rounded-lg border border-gray-200 p-4" data-testid="account-review">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {r.product.seo_name ? (
            <AppLink to={`/${r.product.seo_name}/`} className="font-semibold text-teal-800 hover:underline">
              {r.product.name}
            </AppLink>
          ) : (
            <p className="font-semibold">{r.product.name}</p>
          )}
          <p className="text-sm text-gray-600">
            <span aria-hidden="true" className="text-amber-500">
              {"★".repeat(r.rating)}
              <span className="text-gray-300">{"★".repeat(5 - r.rating)}</span>
            </span>
            <span className="sr-only">{t("reviews.stars", { rating: r.rating })}</span>
            <span> · {t("reviews.written", { date: formatDisplayDay(r.created_at, market) })}</span>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASS[r.status]}`}>
          {t(`reviews.status.${r.status}`)}
        </span>
      </div>
      {r.pros && (
        <p className="mt-2 text-sm">
          <strong>{t("reviews.pros")}:</strong> {r.pros}
        </p>
      )}
      {r.cons && (
        <p className="mt-1 text-sm">
          <strong>{t("reviews.cons")}:</strong> {r.cons}
        </p>
      )}
      {r.text && <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{r.text}</p>}
      <p className="mt-2 text-xs text-gray-600">{t(`reviews.statusNote.${r.status}`)}</p>
    </li>
  );
}
