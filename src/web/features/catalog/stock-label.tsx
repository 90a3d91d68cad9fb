import { formatDisplayDate } from "../../../domain/display-dates.js";
import type { StockState } from "../../../domain/stock-state.js";
import { useShop, useT } from "../../shop-context.js";

/** In stock, at N stores, expected on a date, sold out (the stock states). */
export function StockLabel({
  state,
  storeCount,
  expectedDate,
  className = "",
}: {
  state: StockState;
  storeCount: number;
  expectedDate: string | null;
  className?: string;
}) {
  const t = useT("catalog");
  const tc = useT();
  const { market } = useShop();
  const colour =
    state === "in_stock"
      ? "text-emerald-700"
      : state === "at_stores"
        ? "text-teal-700"
        : state === "expected"
          ? "text-amber-700"
          : "text-gray-600";
  const text =
    state === "in_stock"
      ? storeCount > 0
        ? `${t("stock.in_stock")} · ${tc("product.atStores", { count: storeCount }).toLowerCase()}`
        : t("stock.in_stock")
      : state === "at_stores"
        ? tc("product.atStores", { count: storeCount })
        : state === "expected" && expectedDate
          ? t("stock.expectedOn", {
              date: formatDisplayDate(expectedDate, market, false),
            })
          : t(`stock.${state}`);
  return (
    <p className={`text-sm font-medium ${colour} ${className}`} data-stock-state={state}>
      {text}
    </p>
  );
}
