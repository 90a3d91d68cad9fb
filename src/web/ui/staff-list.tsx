import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useShop } from "../shop-context.js";
import { errorText, inputClass, secondaryButtonClass } from "./staff-kit.js";

/**
 * A staff list's state: the filters as typed, the filters applied (on submit, or at once for a
 * field made with `{ now: true }`), the page, and the query of the named route (`count` and
 * `results`, as every staff list answers). Empty filters are not sent.
 */
export function useStaffList<F extends Record<string, string>, Row>(
  route: string,
  initial: F,
  pageSize: number,
) {
  const { api } = useShop();
  const [filters, setFilters] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [route, applied, page],
    queryFn: () =>
      api.get<{ count: number; results: Row[] }>(route, { ...applied, page, page_size: pageSize }),
    staleTime: 0,
  });
  const apply = (next: F) => {
    setFilters(next);
    setApplied(next);
    setPage(1);
  };
  return {
    query,
    page,
    setPage,
    pages: Math.max(1, Math.ceil((query.data?.count ?? 0) / pageSize)),
    /** Value and change handler of a filter control. */
    field: (name: keyof F, opts: { now?: boolean } = {}) => ({
      value: filters[name],
      onChange: (e: { target: { value: string } }) => {
        const next = { ...filters, [name]: e.target.value };
        if (opts.now) apply(next);
        else setFilters(next);
      },
    }),
    submit: (e: FormEvent) => {
      e.preventDefault();
      apply(filters);
    },
  };
}

type FieldProps = { value: string; onChange: (e: { target: { value: string } }) => void };

/** The filter row above a staff list, with its submit button. */
export function FilterForm(props: {
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="mb-4 flex flex-wrap items-end gap-2" onSubmit={props.onSubmit}>
      {props.children}
      <button type="submit" className={secondaryButtonClass}>
        {props.submitLabel}
      </button>
    </form>
  );
}

export function FilterSearch({
  label,
  placeholder,
  ...field
}: FieldProps & { label: string; placeholder?: string }) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <input type="search" className={`${inputClass} w-64`} placeholder={placeholder} {...field} />
    </label>
  );
}

/** A select of `options` (value → label); `all`, when given, is the empty choice's label. */
export function FilterSelect({
  label,
  all,
  options,
  ...field
}: FieldProps & { label: string; all?: string; options: readonly (readonly [string, string])[] }) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <select className={inputClass} {...field}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The one row a list's table shows in place of its rows: the loading text, the read's error, or
 * `empty` when nothing matches (a search with no hits showed only the headers). Nothing once
 * there are rows.
 */
export function ListStateRow({
  query,
  columns,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown; data?: { results: unknown[] } };
  columns: number;
  empty: string;
}) {
  const { t } = useShop();
  if (query.data?.results.length) return null;
  const [text, tone] = query.isPending
    ? [t("common.loading"), "text-gray-600"]
    : query.isError
      ? [errorText(query.error, t("common.error")), "text-red-700"]
      : [empty, "text-gray-600"];
  return (
    <tr>
      <td colSpan={columns} className={`px-3 py-6 text-left sm:text-center ${tone}`}>
        {/* On a phone the table scrolls sideways: the text stays in view, at the left, wrapped. */}
        <span
          role={query.isError ? "alert" : undefined}
          className="sticky left-3 inline-block max-w-[80vw] sm:static sm:max-w-none"
        >
          {text}
        </span>
      </td>
    </tr>
  );
}

/** Previous and next page of a staff list, with where it is; nothing for an empty list. */
export function Pager(props: { page: number; pages: number; count: number; onPage: (page: number) => void }) {
  const { t } = useShop();
  if (props.count === 0 && props.page === 1) return null;
  return (
    <nav className="mt-3 flex items-center gap-3 text-sm" aria-label={t("common.paging")}>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        ←
      </button>
      <span>
        {props.page} / {props.pages} ({props.count})
      </span>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        →
      </button>
    </nav>
  );
}
