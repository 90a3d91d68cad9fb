import type { Summary } from "../../../contract/checkout.js";
import { useShop, useT } from "../../shop-context.js";
import { ActionPackageSummaryLines } from "../action-packages/summary-lines.js";
import { CheckoutSection } from "./checkout-section.js";

/** The order as the server prices it now: the shopper sees exactly what will be charged. */
export function CheckoutSummary({ summary: s }: { summary: Summary }) {
  const t = useT("checkout");
  const tc = useT("cart");
  const { price } = useShop();
  return (
    <CheckoutSection headingId="summary-h" title={t("summaryTitle")}>
      <ul className="space-y-1 text-sm">
        {s.packages.map((p) => (
          <li key={p.id}>
            <div className="flex justify-between gap-2">
              <span>
                {p.quantity} × {p.product.name}
              </span>
              <span className="whitespace-nowrap">{price(p.line_price - p.discount)}</span>
            </div>
            {p.items.map((i) => (
              <div key={i.id} className="flex justify-between gap-2 pl-4 text-gray-600">
                <span>+ {i.name}</span>
                <span className="whitespace-nowrap">{price(i.line_price)}</span>
              </div>
            ))}
          </li>
        ))}
        <ActionPackageSummaryLines packages={s.action_packages} />
      </ul>
      <dl className="mt-3 space-y-1 border-t border-gray-100 pt-3 text-sm">
        {s.discounts.map((d) => (
          <div key={d.id} className="flex justify-between text-emerald-800">
            <dt>{d.name}</dt>
            <dd>−{price(d.amount)}</dd>
          </div>
        ))}
        {s.buyout_bonus_total > 0 && (
          <div className="flex justify-between text-emerald-800">
            <dt>{tc("buybackBonus")}</dt>
            <dd>−{price(s.buyout_bonus_total)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{s.delivery ? s.delivery.name : t("deliveryTitle")}</dt>
          <dd>{s.delivery ? (s.delivery_price ? price(s.delivery_price) : t("free")) : "–"}</dd>
        </div>
        {s.payment && (
          <div className="flex justify-between">
            <dt>{s.payment.name}</dt>
            <dd>{s.payment_fee ? price(s.payment_fee) : t("free")}</dd>
          </div>
        )}
        <div className="flex justify-between pt-2 text-lg font-bold">
          <dt>{tc("total")}</dt>
          <dd data-testid="checkout-total">{price(s.total)}</dd>
        </div>
        <p className="text-right text-xs text-gray-500">
          {tc("vatIncluded")} {price(s.vat_total)}
        </p>
      </dl>
      {s.messages.map((m) => (
        <p
          key={m}
          role="alert"
          className="mt-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-900"
        >
          {m}
        </p>
      ))}
    </CheckoutSection>
  );
}
