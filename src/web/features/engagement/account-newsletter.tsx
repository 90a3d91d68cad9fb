import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/api-client.js";
import { useShop, useT } from "../../shop-context.js";
import { useToast } from "../../ui/toast.js";
import { AccountQueryState } from "../account/account-query-state.js";
import { accountNewsletterQuery } from "./api/engagement-queries.js";

/**
 * The account's newsletter box (issue 16): whether the account's address gets the newsletter.
 * Ticking it is the consent (a verified address is subscribed at once, another gets the
 * confirmation e-mail first); unticking unsubscribes at once. Each change says so in a toast.
 */
export function AccountNewsletter() {
  const t = useT("engagement");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery(accountNewsletterQuery(api));
  // The box shows the wish at once, while the answer is on its way (undone if it fails).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const busy = wanted !== null;
  const change = async (subscribed: boolean) => {
    setWanted(subscribed);
    try {
      const res = await api.call("engagement:newsletter-account", { method: "PUT", body: { subscribed } });
      client.setQueryData(accountNewsletterQuery(api).queryKey, { state: res.state });
      toast.success(res.message);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.firstMessage() : t("common:common.error"));
    } finally {
      setWanted(null);
    }
  };
  return (
    <section aria-labelledby="account-newsletter-title" className="rounded-lg border border-gray-200 p-6">
      <h2 id="account-newsletter-title" className="text-lg font-semibold">
        {t("newsletter.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("newsletter.accountText")}</p>
      <div className="mt-4">
        <AccountQueryState
          query={query}
          loading={t("newsletter.accountLoading")}
          error={t("newsletter.accountLoadError")}
        >
          {({ state }) => (
            <>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  checked={wanted ?? state !== "none"}
                  disabled={busy}
                  onChange={(e) => change(e.target.checked)}
                  className="mt-0.5 h-5 w-5 accent-teal-700"
                />
                <span>
                  <span className="block font-medium">{t("newsletter.accountLabel")}</span>
                  <span className="block text-sm text-gray-600">{t("newsletter.consent")}</span>
                </span>
              </label>
              <p
                className={`mt-3 text-sm ${state === "pending" ? "text-amber-800" : "text-gray-700"}`}
                data-testid="newsletter-state"
              >
                {t(`newsletter.accountState.${state}`)}
              </p>
            </>
          )}
        </AccountQueryState>
      </div>
    </section>
  );
}
