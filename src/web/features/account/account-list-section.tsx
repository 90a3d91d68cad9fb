import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AccountQueryState } from "./account-query-state.js";

/**
 * An account section that lists the customer's records read in the browser (buy-backs, repairs):
 * heading and intro, the loading line or the error with a retry, then the rows, or when there are
 * none the empty text with the ways forward (`emptyActions`).
 */
export function AccountListSection<T>({
  id,
  title,
  intro,
  query,
  loading,
  error,
  empty,
  emptyActions,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  query: UseQueryResult<{ results: T[] }>;
  loading: string;
  error: string;
  empty: string;
  emptyActions: ReactNode;
  /** The rows (`<li>`s) of the list. */
  children: (results: T[]) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{intro}</p>
      <div className="mt-4">
        <AccountQueryState query={query} loading={loading} error={error}>
          {({ results }) =>
            results.length === 0 ? (
              <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
                <p className="text-gray-700">{empty}</p>
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
