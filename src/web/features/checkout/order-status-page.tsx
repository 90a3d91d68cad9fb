import { Link, useLoaderData, useRevalidator } from "react-router";
import { formatDisplayDateTime } from "../../../domain/display-dates.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { LiveStatusNote, useLiveStatus } from "../../ui/live-status.js";
import { OrderItems } from "./order-items.js";
import type { publicOrderLoader } from "./order-pages-data.js";

export const orderStatusHandle: RouteHandle<Awaited<ReturnType<typeof publicOrderLoader>>> = {
  meta: ({ t, data }) => ({
    title: `${t("checkout:orderStatus")} ${data?.order?.number ?? ""}`,
    robots: "noindex",
  }),
};

/** Spec: order status page, public by the link's access key. */
export function OrderStatusPage() {
  const { order, key } = useLoaderData<typeof publicOrderLoader>();
  const t = useT("checkout");
  const to = useT("orders");
  const { market, api } = useShop();
  const revalidator = useRevalidator();
  // Staff's changes and payments show without a reload (issue 16).
  useLiveStatus(
    api.url("orders:status-events", { number: order.number }, { key }),
    () => void revalidator.revalidate(),
    { shown: order.status },
  );
  const date = (s: string) => formatDisplayDateTime(s, market);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">
        {t("orderStatus")} {order.number}
      </h1>
      <div className="rounded-lg border border-gray-200 bg-white p-4">
        <p className="text-lg">
          <span className="text-gray-600">{t("state")}:</span>{" "}
          <strong data-testid="order-status">{order.status_label}</strong>
        </p>
        <p className="text-sm text-gray-600">
          {t("paymentLabel")}: {to(`paymentStatus.${order.payment_status}`)}
        </p>
        <LiveStatusNote label={order.status_label} />
        {order.can_pay && (
          <Link
            to={`/${market.checkoutSlugs.payment}/${order.number}/${key}/`}
            className="mt-3 inline-block rounded-md bg-teal-700 px-4 py-2 font-semibold text-white"
          >
            {t("payNow")}
          </Link>
        )}
        <ol className="mt-4 space-y-2 border-l-2 border-teal-600 pl-4 text-sm">
          {order.history.map((h) => (
            <li key={`${h.at}-${h.field}-${h.value}`}>
              <span className="font-semibold">{h.label}</span>{" "}
              <span className="text-gray-500">{date(h.at)}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-4">
        <OrderItems order={order} />
      </div>
      {order.invoice_number && (
        <p className="text-sm">
          <a
            href={api.url("orders:invoice-pdf", { number: order.number }, { key })}
            className="text-teal-800 underline"
            download={`${order.invoice_number}.pdf`}
          >
            {to("invoice.download")}
          </a>
        </p>
      )}
      {order.can_withdraw && (
        <p className="text-sm">
          <Link
            to={`/${market.checkoutSlugs.withdrawal}/?order=${order.number}`}
            className="text-teal-800 underline"
          >
            {t("withdrawLink")}
          </Link>
        </p>
      )}
    </div>
  );
}
