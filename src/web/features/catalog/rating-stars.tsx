import { formatNumber } from "../../../domain/numbers.js";
import { useShop, useT } from "../../shop-context.js";

/** Five stars filled to the average; the text says it for screen readers. */
export function RatingStars({
  value,
  count,
  size = 14,
}: {
  value: number | null;
  count?: number;
  size?: number;
}) {
  const t = useT("catalog");
  const { market } = useShop();
  if (value === null) return null;
  const label = t("reviews.ratingLabel", {
    value: formatNumber(value, market, { maxFractionDigits: 1 }),
    count: count ?? 0,
  });
  return (
    <span className="inline-flex items-center gap-1 text-xs text-gray-700" title={label}>
      <span aria-hidden="true" className="relative inline-block leading-none" style={{ fontSize: size }}>
        <span className="text-gray-300">★★★★★</span>
        <span
          className="absolute inset-0 overflow-hidden text-amber-500"
          style={{ width: `${(value / 5) * 100}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{label}</span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
