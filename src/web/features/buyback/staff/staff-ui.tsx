import type { ReactNode } from "react";

/** Small building blocks shared by the buy-back staff screens. */
export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{children}</h1>
      {aside}
    </div>
  );
}

export function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown };
  children: () => ReactNode;
}) {
  if (query.isPending) return <p className="text-gray-600">…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {(query.error as Error)?.message ?? "Error"}
      </p>
    );
  return <>{children()}</>;
}

export const inputClass = "rounded-md border border-gray-300 px-2 py-1.5 text-sm";
export const buttonClass =
  "rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-50";
export const secondaryButtonClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-gray-50 disabled:opacity-50";

/** Whole currency units in the inputs, minor units in the API. */
export const toUnits = (minor: number) => Math.round(minor / 100);
export const toMinor = (units: string | number) => Math.round(Number(units) * 100);
