import { Link, useLoaderData } from "react-router";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { OrderItems } from "./order-items.js";
import type { publicOrderLoader } from "./order-pages-data.js";

export const thankYouHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("checkout:thankYou"), robots: "noindex" }),
};

export function ThankYouPage() {
  const { order, key } = useLoaderData<typeof publicOrderLoader>();
  const t = useT("checkout");
  const { market, price } = useShop();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-center">
        <h1 className="text-2xl font-bold text-emerald-900">{t("thankYou")}</h1>
        <p className="mt-2">{t("orderReceived", { number: order.number })}</p>
        <p className="mt-1 text-sm text-gray-700">{t("mailSent")}</p>
      </div>
      {order.bank_transfer && (
        <div className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
          <h2 className="font-bold">{t("bankTitle")}</h2>
          <p className="mt-1">
            {t("bankText", {
              amount: price(order.total),
              account: order.bank_transfer.account,
              vs: order.bank_transfer.variable_symbol,
            })}
          </p>
        </div>
      )}
      {order.store && (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
          {t("pickupAt", { store: order.store })}
        </p>
      )}
      <div className="rounded-lg border border-gray-200 bg-white p-4">
        <OrderItems order={order} />
      </div>
      <p className="text-center">
        <Link
          to={`/${market.checkoutSlugs.orderStatus}/${order.number}/${key}/`}
          className="font-semibold text-teal-800 underline"
        >
          {t("followOrder")}
        </Link>
      </p>
    </div>
  );
}
