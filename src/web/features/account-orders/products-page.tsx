import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { MyProduct } from "../../../contract/account-orders.js";
import { formatDisplayDate } from "../../../domain/display-dates.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { useAccountUser } from "../account/account-layout.js";
import { VerifyNotice } from "../account/verify-notice.js";
import { myProductsQuery } from "./api/account-orders-queries.js";
import { orderPath } from "./orders-page.js";
import { SectionState } from "./section-state.js";

export const productsHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("account:products.title"), robots: "noindex" }),
};

/** The claim form prefilled for this order item (the claim page reads `objednavka` and `polozka`). */
export const claimHref = (
  market: { slugs: { service: string }; serviceSlugs: { claim: string } },
  p: MyProduct,
) =>
  `/${market.slugs.service}/${market.serviceSlugs.claim}/?objednavka=${encodeURIComponent(p.order_number)}&polozka=${p.item_id}`;

/** Everything the customer bought (delivered or collected) with the last day of its warranty (issue 16). */
export function ProductsPage() {
  const t = useT("account");
  const { api } = useShop();
  const user = useAccountUser();
  const query = useQuery(myProductsQuery(api));
  const rows = query.data?.results;
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title" className="text-xl font-semibold">
        {t("products.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t("products.intro")}</p>
      {!user.email_verified && <VerifyNotice />}
      <SectionState
        loading={!rows}
        error={query.isError}
        onRetry={() => query.refetch()}
        errorText={t("products.loadError")}
      >
        {rows && rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">
            {t("products.empty")}
          </p>
        ) : (
          <ul className="space-y-3">
            {rows?.map((p) => (
              <ProductRow key={p.item_id} product={p} />
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
}

function ProductRow({ product: p }: { product: MyProduct }) {
  const t = useT("account");
  const { market } = useShop();
  const until = formatDisplayDate(p.warranty_until, market);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-gray-200 bg-white p-4">
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-medium">
          {p.quantity > 1 && (
            <span className="text-gray-600">{t("products.quantity", { quantity: p.quantity })} </span>
          )}
          {p.name}
        </p>
        <p className="text-sm text-gray-600">
          {t("products.bought", { date: formatDisplayDate(p.bought_on, market) })} · {t("products.order")}{" "}
          <Link to={orderPath(p.order_number)} className="text-teal-800 hover:underline">
            {p.order_number}
          </Link>
        </p>
        <p className={`text-sm ${p.under_warranty ? "text-emerald-800" : "text-gray-500"}`}>
          {p.under_warranty
            ? t("products.warrantyUntil", { date: until })
            : t("products.warrantyEnded", { date: until })}
          {p.extended_months > 0 && (
            <span className="text-gray-600"> ({t("products.extended", { months: p.extended_months })})</span>
          )}
        </p>
      </div>
      {p.under_warranty && (
        <Link
          to={claimHref(market, p)}
          className="rounded-md border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {t("products.claim")}
        </Link>
      )}
    </li>
  );
}
