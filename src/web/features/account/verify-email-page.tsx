import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useT } from "../../shop-context.js";
import { AppLink } from "../../ui/app-link.js";

type Result = { ok: true; message: string; attached: number } | { ok: false; message: string };

/**
 * The e-mail verification link (issue 16): opening it verifies the address, and the guest orders,
 * buy-backs and service orders with it join the account; the page says how it went.
 */
export async function verifyEmailLoader({ context, request }: LoaderFunctionArgs): Promise<Result> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const res = await getApi(context).post("accounts:verify-email", { token });
    const a = res.attached;
    return { ok: true, message: res.message, attached: a.orders + a.buybacks + a.service_orders };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return { ok: false, message: err.firstMessage() };
    throw err;
  }
}

export const verifyEmailHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("account:verify.pageTitle"), robots: "noindex" }),
};

export function VerifyEmailPage() {
  const result = useLoaderData() as Result;
  const t = useT("account");
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <h1 className="text-2xl font-bold">{t("verify.pageTitle")}</h1>
      <div
        role="status"
        className={`mt-4 rounded-md p-4 ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
      >
        <p>{result.message}</p>
        {result.ok && result.attached > 0 && (
          <p className="mt-2">{t("verify.attached", { count: result.attached })}</p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {result.ok && (
          <AppLink
            to="/ucet/objednavky/"
            className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t("verify.toOrders")}
          </AppLink>
        )}
        <AppLink to="/ucet/" className="rounded-md border border-gray-300 px-5 py-2.5 hover:bg-gray-50">
          {t("verify.toAccount")}
        </AppLink>
      </div>
    </div>
  );
}
