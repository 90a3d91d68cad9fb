import type { ReactNode } from "react";
import { useShop } from "../../../shop-context.js";

/** Small pieces of the service staff screens: classes, the loading state, dates and money inputs. */
export const inputClass = "rounded-md border border-gray-300 px-2 py-1.5 text-sm";
export const buttonClass =
  "rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-50";
export const secondaryButtonClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-gray-50 disabled:opacity-50";

export function Pending({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown };
  children: () => ReactNode;
}) {
  const { t } = useShop();
  if (query.isPending) return <p className="text-gray-600">{t("common.loading")}</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {(query.error as Error)?.message ?? t("common.error")}
      </p>
    );
  return <>{children()}</>;
}

export function useDateTime() {
  const { market } = useShop();
  return (iso: string) =>
    new Date(iso).toLocaleString(market.locale, { dateStyle: "short", timeStyle: "short" });
}

/** Whole currency units in inputs, minor units in the API. */
export const toUnits = (minor: number) => Math.round(minor / 100);
export const toMinor = (units: string | number) => Math.round(Number(units) * 100);

export const STATUS_TONE: Record<string, string> = {
  received: "bg-gray-100 text-gray-800",
  diagnosing: "bg-sky-100 text-sky-900",
  waiting_for_parts: "bg-amber-100 text-amber-900",
  repairing: "bg-indigo-100 text-indigo-900",
  ready_for_pickup: "bg-teal-100 text-teal-900",
  handed_over: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
};
