import type { ReactNode } from "react";

/** Small building blocks the catalogue staff screens share. */
export const btn =
  "rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-50";
export const btnLight =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 disabled:opacity-50";
export const btnDanger =
  "rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50 disabled:opacity-50";
export const input =
  "rounded-md border border-gray-300 px-2 py-1.5 text-sm focus:outline-none focus:ring-2 focus:ring-teal-600";

export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-gray-800">{label}</span>
      {children}
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}

/** The first message of a field in a 400 body (spec §5: server field errors shown on the form). */
export const fieldError = (body: any, field: string): string | undefined =>
  Array.isArray(body?.[field]) ? body[field][0] : undefined;
