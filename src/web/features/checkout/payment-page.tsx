import { useEffect, useState } from "react";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";
import { paymentStatusQuery } from "./api/checkout-queries.js";

/** The gateway returns the shopper here with `payment_id`; the status is asked (also by id). */
export async function paymentLoader({ context, params, request }: LoaderFunctionArgs) {
  const api = getApi(context);
  const id = new URL(request.url).searchParams.get("payment_id");
  const q = { order_number: params.number ?? "", key: params.key ?? "" };
  try {
    const status = await paymentStatusQuery(api, q, id).load();
    return { status, key: params.key ?? "" };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      throw data(null, { status: 404 });
    throw err;
  }
}

export const paymentHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("payments:title"), robots: "noindex" }),
};

export function PaymentPage() {
  const { status, key } = useLoaderData<typeof paymentLoader>();
  const t = useT("payments");
  const tc = useT("checkout");
  const { api, market, price } = useShop();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const wallet = params.get("wallet") as "google_pay" | "apple_pay" | null;
  const [error, setError] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const paid = status.payment_status === "paid";
  const waiting = !paid && status.payment?.status === "created" && !wallet;
  const ref = { order_number: status.order_number, key };

  // The notification may come a moment after the shopper: ask again for a short while.
  useEffect(() => {
    if (!waiting || tries > 10) return;
    const id = setTimeout(() => {
      setTries((n) => n + 1);
      void revalidator.revalidate();
    }, 1500);
    return () => clearTimeout(id);
  }, [waiting, tries, revalidator]);

  async function payByCard() {
    setError(null);
    try {
      const r = await api.get("payments:card-pay", ref);
      window.location.assign(r.redirect_url);
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("gatewayError"));
    }
  }

  async function payByWallet(w: "google_pay" | "apple_pay") {
    setError(null);
    const slug = w === "google_pay" ? "google-pay" : "apple-pay";
    try {
      await api.get(`payments:${slug}-echo`);
      await api.post(`payments:${slug}-init`, ref);
      // The sandbox wallet sheet hands back a test token at once.
      const r = await api.post(`payments:${slug}-process`, {
        ...ref,
        token: `sandbox-${Date.now()}`,
      });
      if (r.status !== "paid") setError(r.message ?? t("walletFailed"));
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.firstMessage() : t("walletFailed"));
    }
  }

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <div className="rounded-lg border border-gray-200 bg-white p-6 text-center">
        <p className="text-gray-600">
          {tc("orderNumber")} {status.order_number} · {price(status.total)}
        </p>
        {paid ? (
          <>
            <p role="status" className="mt-3 text-xl font-bold text-emerald-800">
              {t("paid")}
            </p>
            <Link
              to={`/${market.checkoutSlugs.thankYou}/${status.order_number}/${key}/`}
              className="mt-4 inline-block rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white"
            >
              {tc("continue")}
            </Link>
          </>
        ) : waiting ? (
          <p role="status" className="mt-3">
            {t("pending")}
          </p>
        ) : (
          <>
            {status.failed && (
              <p
                role="alert"
                className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800"
              >
                {t("error")}
              </p>
            )}
            {error && (
              <p role="alert" className="mt-3 text-red-700">
                {error}
              </p>
            )}
            <div className="mt-4 flex flex-col gap-2">
              {wallet && (
                <button
                  type="button"
                  onClick={() => void payByWallet(wallet)}
                  className="rounded-md bg-black px-5 py-3 font-semibold text-white"
                >
                  {wallet === "apple_pay" ? "Apple Pay" : "Google Pay"}
                </button>
              )}
              <button
                type="button"
                onClick={() => void payByCard()}
                className="rounded-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800"
              >
                {status.failed ? t("retry") : tc("payByCard")}
              </button>
            </div>
          </>
        )}
      </div>
      <p className="text-center text-sm">
        <Link
          to={`/${market.checkoutSlugs.orderStatus}/${status.order_number}/${key}/`}
          className="text-teal-800 underline"
        >
          {tc("followOrder")}
        </Link>
      </p>
    </div>
  );
}
