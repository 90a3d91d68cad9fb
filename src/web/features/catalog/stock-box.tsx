import { useRef } from "react";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { useShop, useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";
import { useSeen } from "../../ui/use-seen.js";
import { catalogEvents } from "./catalog-analytics.js";
import { StockLabel } from "./stock-label.js";

/** Stock state with the stores holding the product; seen for 1 s it is the spec's stock-state event. */
export function StockBox({ product }: { product: ProductDetail }) {
  const t = useT("catalog");
  const { market } = useShop();
  const ref = useRef<HTMLDivElement>(null);
  useSeen(ref, () => catalogEvents.stockState(product, market));
  const s = product.stock;
  return (
    <div ref={ref} className="mt-4 rounded-lg border border-gray-200 p-3">
      <StockLabel
        state={s.state}
        storeCount={s.store_count}
        expectedDate={s.expected_date}
        className="text-base"
      />
      {s.state === "in_stock" && <p className="mt-1 text-sm text-gray-600">{t("stock.deliveryHint")}</p>}
      {s.stores.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-teal-800 underline">
            {t("stock.storesTitle", { count: s.stores.length })}
          </summary>
          <ul className="mt-2 divide-y divide-gray-100">
            {s.stores.map((st) => (
              <li key={st.id} className="flex justify-between gap-2 py-1.5">
                <AppLink to={`/${market.slugs.stores}/${st.seo_name}/`} className="hover:text-teal-700">
                  {st.name}
                </AppLink>
                <span className="whitespace-nowrap text-emerald-700">
                  {st.quantity > 4 ? t("stock.plenty") : t("stock.pieces", { count: st.quantity })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-gray-500">{t("stock.reservationHint")}</p>
        </details>
      )}
    </div>
  );
}
