import type { ReactNode } from "react";
import { useT } from "../../shop-context.js";

/** A section's heading and its query's loading and error states, the same on every account list. */
export function SectionState({
  loading,
  error,
  onRetry,
  errorText,
  children,
}: {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  errorText: string;
  children: ReactNode;
}) {
  const t = useT("account");
  if (error)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{errorText}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm hover:bg-red-100"
        >
          {t("orders.retry")}
        </button>
      </div>
    );
  if (loading)
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="sr-only">{t("common:common.loading")}</p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </div>
    );
  return <>{children}</>;
}
