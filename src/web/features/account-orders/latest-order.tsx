import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDisplayDay } from "../../../domain/display-dates.js";
import { useShop, useT } from "../../shop-context.js";
import { myOrdersQuery } from "./api/account-orders-queries.js";
import { ORDERS_PATH, orderPath, statusTone } from "./orders-page.js";

/** The account's first page: the latest order with its status, and the way to all of them (issue 16). */
export function LatestOrder() {
  const t = useT("account");
  const { api, market, price } = useShop();
  const query = useQuery(myOrdersQuery(api, 1, 1));
  const latest = query.data?.results[0];
  return (
    <section aria-labelledby="latest-order-title" className="rounded-lg border border-gray-200 p-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-order-title" className="text-lg font-semibold">
          {t("overview.latestOrder")}
        </h2>
        <Link to={ORDERS_PATH} className="text-sm text-teal-800 hover:underline">
          {t("overview.allOrders")}
        </Link>
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("orders.loadError")}
        </p>
      ) : !query.data ? (
        <div aria-busy="true" className="h-12 animate-pulse rounded-md bg-gray-100" />
      ) : !latest ? (
        <p className="text-sm text-gray-600">{t("overview.noOrders")}</p>
      ) : (
        <Link
          to={orderPath(latest.number)}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-gray-50 p-3 hover:bg-gray-100"
        >
          <span>
            <span className="font-semibold text-teal-800">{latest.number}</span>{" "}
            <span className="text-sm text-gray-600">{formatDisplayDay(latest.created_at, market)}</span>
          </span>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${statusTone(latest.status)}`}>
            {latest.status_label}
          </span>
          <span className="font-semibold">{price(latest.total)}</span>
        </Link>
      )}
    </section>
  );
}
