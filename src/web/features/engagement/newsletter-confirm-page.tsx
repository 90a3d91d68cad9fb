import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ApiError } from "../../api/api-client.js";
import { getApi } from "../../api/api-context.js";
import type { RouteHandle } from "../../meta.js";
import { useT } from "../../shop-context.js";

type Result = { ok: boolean; message: string };

/** Opening the e-mailed link confirms (or cancels) the subscription; the page says how it went. */
export const newsletterLoader =
  (action: "engagement:subscribe-confirm" | "engagement:unsubscribe") =>
  async ({ context, request }: LoaderFunctionArgs): Promise<Result> => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    try {
      const res = await getApi(context).post(action, { token });
      return { ok: true, message: res.message };
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) return { ok: false, message: err.firstMessage() };
      throw err;
    }
  };

export const newsletterHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("engagement:newsletter.confirmTitle"), robots: "noindex" }),
};

export function NewsletterResultPage() {
  const result = useLoaderData() as Result;
  const t = useT("engagement");
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <h1 className="text-2xl font-bold">{t("newsletter.confirmTitle")}</h1>
      <p
        role="status"
        className={`mt-4 rounded-md p-4 ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
      >
        {result.message}
      </p>
    </div>
  );
}
