import type { ReviewsResponse } from "../../../contract/reviews.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { formatNumber } from "../../../domain/numbers.js";
import { useShop, useT } from "../../shop-context.js";
import { RatingStars } from "./rating-stars.js";

/** The rating summary with a bar per star, and the approved reviews. */
export function ReviewList({ reviews }: { reviews: ReviewsResponse }) {
  const t = useT("catalog");
  const { market } = useShop();
  const { summary } = reviews;
  return (
    <div>
      {summary.count > 0 ? (
        <div className="mb-5 flex flex-wrap items-center gap-6">
          <div>
            <p className="text-4xl font-bold">
              {formatNumber(summary.average ?? 0, market, { maxFractionDigits: 1 })}
            </p>
            <RatingStars value={summary.average} count={summary.count} size={18} />
          </div>
          <ul className="min-w-48 flex-1 space-y-1 text-xs">
            {[5, 4, 3, 2, 1].map((star) => {
              const n = summary.distribution[String(star)] ?? 0;
              return (
                <li key={star} className="flex items-center gap-2">
                  <span className="w-6">{star} ★</span>
                  <span className="h-2 flex-1 rounded bg-gray-200">
                    <span
                      className="block h-2 rounded bg-amber-500"
                      style={{ width: `${(n / summary.count) * 100}%` }}
                    />
                  </span>
                  <span className="w-6 text-right">{n}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="mb-4 text-gray-600">{t("reviews.none")}</p>
      )}
      <ul className="space-y-4">
        {reviews.items.map((r) => (
          <li key={r.id} className="rounded-lg border border-gray-200 p-4" data-testid="review">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <RatingStars value={r.rating} />
              <span className="text-sm text-gray-600">
                {r.author ?? t("reviews.anonymous")} · {formatDisplayDay(r.created_at, market)}
              </span>
            </div>
            {r.pros && (
              <p className="mt-2 text-sm">
                <span className="font-semibold text-emerald-800">+ </span>
                {r.pros}
              </p>
            )}
            {r.cons && (
              <p className="mt-1 text-sm">
                <span className="font-semibold text-red-800">− </span>
                {r.cons}
              </p>
            )}
            {r.text && <p className="mt-2 text-sm text-gray-800">{r.text}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
