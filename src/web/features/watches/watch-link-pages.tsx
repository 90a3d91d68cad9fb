import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useShop, useT } from "../../shop-context.js";

type Result = { ok: boolean; message: string };

const linkOf = (request: Request) => {
  const q = new URL(request.url).searchParams;
  return { id: Number(q.get("id")) || 0, token: q.get("token") ?? "", all: q.get("all") === "1" };
};

/** A guest's confirmation link: opening it starts the watch; the page says how it went. */
export async function watchConfirmLoader({ context, request }: LoaderFunctionArgs): Promise<Result> {
  const { id, token } = linkOf(request);
  try {
    const res = await getApi(context).post("watches:confirm", { id, token });
    return { ok: true, message: res.message };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return { ok: false, message: err.firstMessage() };
    throw err;
  }
}

export const watchConfirmHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("watches:pages.confirmTitle"), robots: "noindex" }),
};

export function WatchConfirmPage() {
  const result = useLoaderData() as Result;
  const t = useT("watches");
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <h1 className="text-2xl font-bold">{t("pages.confirmTitle")}</h1>
      <Outcome result={result} />
    </div>
  );
}

/** The cancel link: the page asks first (a mail scanner opening links cancels nothing). */
export function watchCancelLoader({ request }: LoaderFunctionArgs) {
  return linkOf(request);
}

export const watchCancelHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("watches:pages.cancelTitle"), robots: "noindex" }),
};

export function WatchCancelPage() {
  const link = useLoaderData() as ReturnType<typeof watchCancelLoader>;
  const t = useT("watches");
  const { api } = useShop();
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = async (all: boolean) => {
    setBusy(true);
    try {
      const res = await api.post("watches:cancel", { id: link.id, token: link.token, all });
      setResult({ ok: true, message: res.message });
    } catch (err) {
      setResult({
        ok: false,
        message: err instanceof ApiError ? err.firstMessage() : t("common:common.error"),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <h1 className="text-2xl font-bold">{t("pages.cancelTitle")}</h1>
      {result ? (
        <Outcome result={result} />
      ) : (
        <>
          <p className="mt-4 text-gray-700">{t("pages.cancelIntro")}</p>
          <div className="mt-6 flex flex-col items-center gap-3">
            {!link.all && (
              <button
                type="button"
                disabled={busy}
                onClick={() => cancel(false)}
                className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
              >
                {t("pages.cancelOne")}
              </button>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={() => cancel(true)}
              className={
                link.all
                  ? "rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
                  : "rounded-md border border-gray-300 px-5 py-2.5 hover:bg-gray-50 disabled:opacity-60"
              }
            >
              {t("pages.cancelAll")}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function Outcome({ result }: { result: Result }) {
  return (
    <p
      role="status"
      className={`mt-4 rounded-md p-4 ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
    >
      {result.message}
    </p>
  );
}
