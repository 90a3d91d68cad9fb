import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { MyOrderRow } from "../../../contract/account-orders.js";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { useAccountLiveStatus } from "../../ui/live-status.js";
import { useAccountUser } from "../account/account-layout.js";
import { VerifyNotice } from "../account/verify-notice.js";
import { myOrdersQuery } from "./api/account-orders-queries.js";
import { SectionState } from "./section-state.js";

export const ORDERS_PATH = "/ucet/objednavky/";
export const orderPath = (number: string) => `${ORDERS_PATH}${encodeURIComponent(number)}/`;
const PAGE_SIZE = 10;

export const ordersHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("account:orders.title"), robots: "noindex" }),
};

/** The account's orders (issue 16): newest first, ten a page, each opening its detail. */
export function OrdersPage() {
  const t = useT("account");
  const { api } = useShop();
  const user = useAccountUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("strana")) || 1);
  const query = useQuery({ ...myOrdersQuery(api, page, PAGE_SIZE), placeholderData: keepPreviousData });
  // A status staff change shows without a reload (issue 16).
  useAccountLiveStatus(() => void query.refetch());
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const go = (p: number) => {
    setParams(p > 1 ? { strana: String(p) } : {});
    window.scrollTo({ top: 0 });
  };
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-xl font-semibold">
        {t("orders.title")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t("orders.intro")}</p>
      {!user.email_verified && <VerifyNotice />}
      <SectionState
        loading={!data}
        error={query.isError}
        onRetry={() => query.refetch()}
        errorText={t("orders.loadError")}
      >
        {data && data.results.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">
            <p>{t("orders.empty")}</p>
            {!user.email_verified && (
              <p className="mt-2 text-sm text-gray-600">{t("orders.emptyUnverified")}</p>
            )}
          </div>
        ) : (
          data && (
            <>
              <ul className={`space-y-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
                {data.results.map((o) => (
                  <OrderCard key={o.number} order={o} />
                ))}
              </ul>
              {pages > 1 && (
                <nav
                  aria-label={t("orders.page", { page, pages })}
                  className="mt-4 flex items-center justify-between gap-3 text-sm"
                >
                  <button
                    type="button"
                    disabled={page <= 1}
                    onClick={() => go(page - 1)}
                    className="rounded-md border border-gray-300 px-3 py-2 hover:bg-gray-50 disabled:opacity-40"
                  >
                    {t("orders.prev")}
                  </button>
                  <span className="text-gray-600">{t("orders.page", { page, pages })}</span>
                  <button
                    type="button"
                    disabled={page >= pages}
                    onClick={() => go(page + 1)}
                    className="rounded-md border border-gray-300 px-3 py-2 hover:bg-gray-50 disabled:opacity-40"
                  >
                    {t("orders.next")}
                  </button>
                </nav>
              )}
            </>
          )
        )}
      </SectionState>
    </section>
  );
}

/** Status colours: done green, on its way teal, cancelled grey, the rest amber. */
export function statusTone(status: string) {
  if (status === "delivered") return "bg-emerald-100 text-emerald-900";
  if (status === "cancelled" || status === "returned") return "bg-gray-200 text-gray-800";
  if (status === "shipped" || status === "ready") return "bg-teal-100 text-teal-900";
  return "bg-amber-100 text-amber-900";
}

function OrderCard({ order: o }: { order: MyOrderRow }) {
  const t = useT("account");
  const { market, price } = useShop();
  return (
    <li className="rounded-lg border border-gray-200 bg-white">
      <Link
        to={orderPath(o.number)}
        aria-label={t("orders.open", { number: o.number })}
        className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 hover:bg-gray-50 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-center"
      >
        <div>
          <span className="block text-xs text-gray-500">{t("orders.number")}</span>
          <span className="font-semibold text-teal-800">{o.number}</span>
        </div>
        <div className="text-right sm:text-left">
          <span className="block text-xs text-gray-500">{t("orders.date")}</span>
          {formatDisplayDay(o.created_at, market)}
        </div>
        <div>
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${statusTone(o.status)}`}
          >
            {o.status_label}
          </span>
          <span className="ml-2 text-sm text-gray-600 sm:block sm:ml-0 sm:mt-1">
            {t("orders.items", { count: o.item_count })}
          </span>
        </div>
        <div className="text-right font-semibold">{price(o.total)}</div>
      </Link>
    </li>
  );
}
