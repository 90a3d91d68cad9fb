import type { ReactNode } from "react";
import { formatDisplayDateOrDay, formatDisplayDateTime } from "../../domain/display-dates.js";
import { ApiError } from "../api/api-client.js";
import { useShop } from "../shop-context.js";

/** The staff screens' small pieces: control classes, titles, a query's loading and error states, money and dates. */
export const inputClass =
  "rounded-md border border-gray-300 px-2 py-1.5 text-sm focus:outline-none focus:ring-2 focus:ring-teal-600";
export const buttonClass =
  "rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-50";
export const secondaryButtonClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-gray-50 disabled:opacity-50";
export const dangerButtonClass =
  "rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50 disabled:opacity-50";

export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{children}</h1>
      {aside}
    </div>
  );
}

/**
 * Whether a read failed because the record is not there: a 404, or a 400 about the address's id
 * alone (`/staff/buyback/abc/` is a malformed id, which to the reader is the same missing record).
 */
export function isMissingRecord(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  const body = error.body;
  return error.status === 400 && !!body && typeof body === "object" && Object.keys(body).join() === "id";
}

/** The text to show for a failed read: the API's own message, or the general one (never "HTTP 400"). */
export function errorText(error: unknown, general: string): string {
  if (!(error instanceof ApiError)) return general;
  const message = error.firstMessage();
  return /^HTTP \d+$/.test(message) ? general : message;
}

/**
 * A query's content once loaded; until then its loading text, or its error. A detail page passes
 * `notFound` (its record's "not found" text), shown for a missing or malformed id.
 */
export function QueryState<T>({
  query,
  notFound,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown; data?: T };
  notFound?: string;
  /** The content, given the loaded data. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useShop();
  if (query.isPending) return <p className="text-gray-600">{t("common.loading")}</p>;
  if (query.isError) {
    const missing = notFound !== undefined && isMissingRecord(query.error);
    return (
      <div role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        {missing ? notFound : errorText(query.error, t("common.error"))}
      </div>
    );
  }
  // Neither pending nor failed: TanStack Query has the data (a query without data is pending).
  return query.data === undefined ? null : children(query.data);
}

/** A staff form's submit and cancel buttons (submit disabled while saving); `children` go after them. */
export function SaveCancel({
  busy,
  onCancel,
  className = "flex flex-wrap gap-2",
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useShop();
  return (
    <div className={className}>
      <button type="submit" className={buttonClass} disabled={busy} aria-busy={busy}>
        {t("common.save")}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onCancel}>
        {t("common.cancel")}
      </button>
      {children}
    </div>
  );
}

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
export function fieldError(body: unknown, field: string): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const messages = Object.entries(body).find(([key]) => key === field)?.[1];
  return Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : undefined;
}

/** Whole currency units in the inputs, minor units in the API. */
export const toUnits = (minor: number) => Math.round(minor / 100);
export const toMinor = (units: string | number) => Math.round(Number(units) * 100);

/**
 * One date format on every staff page, the storefront's and the documents' (issue 19): the
 * market's form and time zone, never the browser's (a browser in English showed "5:48:28 PM"; a
 * colleague abroad would see other hours than the store). Czech: "23. 11. 2026 17:48".
 */
export function formatDateTime(iso: string | Date, market: { locale: string; timeZone: string }): string {
  return formatDisplayDateTime(iso, market);
}

/**
 * A date alone in the same form ("23. 11. 2026"). A calendar date (`2026-11-23`: birth, validity)
 * is read as that day, whatever the time zone; a moment is the day in the shop's time zone. Text
 * that is no date (an old record's "31.12.2031") is shown as it is.
 */
export function formatDate(iso: string | Date, market: { locale: string; timeZone: string }): string {
  return formatDisplayDateOrDay(iso, market);
}

/** `formatDateTime` for the current market. */
export function useDateTime() {
  const { market } = useShop();
  return (iso: string | Date) => formatDateTime(iso, market);
}

/** `formatDate` for the current market. */
export function useDate() {
  const { market } = useShop();
  return (iso: string | Date) => formatDate(iso, market);
}
