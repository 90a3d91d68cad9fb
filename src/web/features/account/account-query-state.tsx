import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../../shop-context.js";

/**
 * A section's list read in the browser: the loading line, the error with a retry, else the data.
 * The texts are the section's own ("Načítáme výkupy…", "Výkupy se nepodařilo načíst.").
 */
export function AccountQueryState<T>({
  query,
  loading,
  error,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{error}</p>
        <button
          type="button"
          onClick={() => query.refetch()}
          className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium hover:bg-red-100"
        >
          {t("common.retry")}
        </button>
      </div>
    );
  return (
    <p className="text-sm text-gray-500" aria-busy="true">
      {loading}
    </p>
  );
}
