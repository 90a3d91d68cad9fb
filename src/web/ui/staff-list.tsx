import { type FormEvent, type ReactNode, useState } from "react";
import { useShop } from "../shop-context.js";
import { errorText, inputClass, secondaryButtonClass } from "./staff-kit.js";

/**
 * The staff lists' one shape: `useStaffList` keeps the filters and the page, the screen reads its
 * feature's list query with them (`useQuery({ ...ordersQuery(api, list.query), staleTime: 0 })`),
 * and shows it in a `FilterBar` above a `ListTable` (or a `ListState` around any other markup) with
 * its `Pager`. Every staff list route answers `{ count, results }`.
 */

/** What a staff list route answers. */
export interface ListAnswer<Row = unknown> {
  count: number;
  results: Row[];
}

/** A read's state, as TanStack Query gives it. */
interface ReadState {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
}

/** A list query's state. */
export interface ListQueryState<Row> extends ReadState {
  data?: ListAnswer<Row>;
}

type Filters = Record<string, string>;

/** The filters a list sends: the applied ones, without the empty ones, with the page. */
export type ListQuery<F extends Filters> = { [K in keyof F]?: Exclude<F[K], ""> } & {
  page: number;
  page_size: number;
};

/**
 * A staff list's state: the filters as typed, the filters applied (on submit, or at once for a
 * field made with `{ now: true }`), the page, and `query`, what to send. A filter's type may
 * narrow its text (`status: OrderStatus | ""`): its control offers only those values.
 */
export function useStaffList<F extends Filters>(initial: F, pageSize: number) {
  const [filters, setFilters] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [page, setPage] = useState(1);
  const apply = (next: F) => {
    setFilters(next);
    setApplied(next);
    setPage(1);
  };
  // Empty filters are not sent: what is left has the filters' own types.
  const sent = Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== "")) as ListQuery<F>;
  return {
    query: { ...sent, page, page_size: pageSize },
    page,
    pageSize,
    setPage,
    /** Value and change handler of a filter control. */
    field: (name: keyof F, opts: { now?: boolean } = {}) => ({
      value: filters[name],
      onChange: (e: { target: { value: string } }) => {
        // The control offers the filter's values only (a select of its options, a text field of text).
        const next: F = { ...filters, [name]: e.target.value };
        if (opts.now) apply(next);
        else setFilters(next);
      },
    }),
    /** Sets a filter from a control of its own (a multiple select) and applies it at once. */
    set: <K extends keyof F>(name: K, value: F[K]) => apply({ ...filters, [name]: value }),
    submit: (e: FormEvent) => {
      e.preventDefault();
      apply(filters);
    },
  };
}

/** Where a list is: its page, how many pages its answer makes, and the way to another page. */
export type ListPaging = Pick<ReturnType<typeof useStaffList>, "page" | "pageSize" | "setPage">;

type FieldProps = { value: string; onChange: (e: { target: { value: string } }) => void };

/**
 * The filter row above a staff list. With `submitLabel`, a button applies what was typed; without
 * it every field applies at once (`field(name, { now: true })`).
 */
export function FilterBar(props: {
  onSubmit: (e: FormEvent) => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form className="mb-4 flex flex-wrap items-end gap-2" onSubmit={props.onSubmit}>
      {props.children}
      {props.submitLabel !== undefined && (
        <button type="submit" className={secondaryButtonClass}>
          {props.submitLabel}
        </button>
      )}
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

export function FilterDate({ label, ...field }: FieldProps & { label: string }) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <input type="date" className={inputClass} {...field} />
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

/** The loading text, the read's error, or `empty` when nothing matches; nothing once there are rows. */
function useListState(query: ReadState & { data?: { results: readonly unknown[] } }, empty: string) {
  const { t } = useShop();
  if (query.data?.results.length) return null;
  return query.isPending
    ? { text: t("common.loading"), tone: "text-gray-600", alert: false }
    : query.isError
      ? { text: errorText(query.error, t("common.error")), tone: "text-red-700", alert: true }
      : { text: empty, tone: "text-gray-600", alert: false };
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
  /** Any read of rows (a month's invoices have no count). */
  query: ReadState & { data?: { results: readonly unknown[] } };
  columns: number;
  empty: string;
}) {
  const state = useListState(query, empty);
  if (!state) return null;
  return (
    <tr>
      <td colSpan={columns} className={`px-3 py-6 text-left sm:text-center ${state.tone}`}>
        {/* On a phone the table scrolls sideways: the text stays in view, at the left, wrapped. */}
        <span
          role={state.alert ? "alert" : undefined}
          className="sticky left-3 inline-block max-w-[80vw] sm:static sm:max-w-none"
        >
          {state.text}
        </span>
      </td>
    </tr>
  );
}

/**
 * A list that is no table (messages, mails): its state in place of it until it has rows, then
 * `children` of the rows, then the pager.
 */
export function ListState<Row>({
  query,
  list,
  empty,
  children,
}: {
  query: ListQueryState<Row>;
  list: ListPaging;
  empty: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const state = useListState(query, empty);
  return (
    <>
      {state ? (
        <p role={state.alert ? "alert" : undefined} className={state.tone}>
          {state.text}
        </p>
      ) : (
        children(query.data?.results ?? [])
      )}
      <ListPager count={query.data?.count ?? 0} list={list} />
    </>
  );
}

/** A column's heading: its text, right-aligned for amounts, or other content under a key of its own. */
export type ListColumn = string | { label: string; right?: boolean } | { key: string; label: ReactNode };

/**
 * A staff list's table: headings, the state row (loading, error, nothing found), a row per result
 * and, for a paged list, the pager below; `total`, when given, says above how many results there are.
 */
export function ListTable<Row>({
  query,
  list,
  columns,
  empty,
  total,
  children,
}: {
  query: ReadState & { data?: { results: Row[]; count?: number } };
  /** The paging of a paged list (`useStaffList`); a list read whole has none. */
  list?: ListPaging;
  columns: readonly ListColumn[];
  empty: string;
  total?: (count: number) => ReactNode;
  children: (row: Row) => ReactNode;
}) {
  const count = query.data?.count;
  return (
    <>
      {total && count !== undefined && <p className="mb-2 text-sm text-gray-600">{total(count)}</p>}
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              {columns.map((c) => {
                const column = typeof c === "string" ? { label: c } : c;
                const key = "key" in column ? column.key : column.label;
                const right = "right" in column && column.right;
                return (
                  <th
                    key={key}
                    scope="col"
                    className={`px-3 py-2 font-semibold${right ? " text-right" : ""}`}
                  >
                    {column.label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            <ListStateRow query={query} columns={columns.length} empty={empty} />
            {query.data?.results.map(children)}
          </tbody>
        </table>
      </div>
      {list && <ListPager count={count ?? 0} list={list} />}
    </>
  );
}

/** The pager of a list's answer. */
function ListPager({ count, list }: { count: number; list: ListPaging }) {
  return (
    <Pager
      page={list.page}
      pages={Math.max(1, Math.ceil(count / list.pageSize))}
      count={count}
      onPage={list.setPage}
    />
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
