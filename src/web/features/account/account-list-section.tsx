import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Namespace } from "../../../i18n/i18n-core.js";
import { useT } from "../../shop-context.js";
import { useAccountLiveStatus } from "../../ui/live-status.js";
import { AccountQueryState } from "./account-query-state.js";

/**
 * An account section that lists the customer's records read in the browser (buy-backs, repairs):
 * heading and intro, the loading line or the error with a retry, then the rows, or when there are
 * none the empty text with the ways forward (`emptyActions`). Its texts are the area's
 * `account.title`, `account.intro`, `account.loading`, `account.loadError` and `account.empty`. The
 * list refetches when staff change one of the customer's records (the account's live stream).
 */
export function AccountListSection<T>({
  id,
  area,
  query,
  emptyActions,
  children,
}: {
  id: string;
  /** The namespace of the area's texts. */
  area: Namespace;
  query: UseQueryResult<{ results: T[] }>;
  emptyActions: ReactNode;
  /** The rows (`<li>`s) of the list. */
  children: (results: T[]) => ReactNode;
}) {
  const t = useT(area);
  useAccountLiveStatus(() => void query.refetch());
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {t("account.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("account.intro")}</p>
      <div className="mt-4">
        <AccountQueryState query={query} loading={t("account.loading")} error={t("account.loadError")}>
          {({ results }) =>
            results.length === 0 ? (
              <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
                <p className="text-gray-700">{t("account.empty")}</p>
                {emptyActions}
              </div>
            ) : (
              <ul className="space-y-4">{children(results)}</ul>
            )
          }
        </AccountQueryState>
      </div>
    </section>
  );
}
