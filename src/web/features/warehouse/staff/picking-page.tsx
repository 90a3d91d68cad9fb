import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { PICKING_STATUSES } from "../../../../contract/orders.js";
import { ApiError, type ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, QueryState, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSelect, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { pickingQuery } from "../api/warehouse-queries.js";
import { ScannerForm } from "./scanner-form.js";

type Line = ResponseOf<"warehouse:picking">["results"][number];

const STATUS_TONE: Record<string, string> = {
  waiting: "bg-gray-100 text-gray-800",
  picked: "bg-green-100 text-green-900",
  not_found: "bg-red-100 text-red-900",
  needs_replacement: "bg-amber-100 text-amber-900",
};

/** Consecutive lines of one location (the list comes in walk order). */
function byLocation(lines: Line[]): { location: string | null; lines: Line[] }[] {
  const groups: { location: string | null; lines: Line[] }[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last && last.location === line.location) last.lines.push(line);
    else groups.push({ location: line.location, lines: [line] });
  }
  return groups;
}

/**
 * The picking overview: one walk through the warehouse over a wave of the oldest open orders (50
 * a page), their lines grouped by location. A keyboard-wedge
 * scanner types the code and Enter into the scan field, which keeps the focus for the next scan.
 */
export function PickingPage() {
  const t = useT("warehouse");
  const to = useT("orders");
  const { api } = useShop();
  const list = useStaffList({ status: "" as (typeof PICKING_STATUSES)[number] | "" }, 50);
  const query = useQuery({ ...pickingQuery(api, list.query), staleTime: 0, refetchInterval: 15_000 });
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["warehouse:picking"] });
  return (
    <div>
      <PageTitle>{t("picking.title")}</PageTitle>
      <ScanField onScanned={refresh} />
      <AwaitingCrate orders={query.data?.awaiting_crate ?? []} onAssigned={refresh} />
      <FilterBar onSubmit={list.submit}>
        <FilterSelect
          label={t("picking.status")}
          all={t("picking.all")}
          options={PICKING_STATUSES.map((s) => [s, to(`picking.${s}`)] as const)}
          {...list.field("status", { now: true })}
        />
      </FilterBar>
      {query.data && query.data.results.length > 0 && (
        <p className="mb-2 text-sm text-gray-700">
          {t("picking.summary", { count: query.data.results.length, waiting: query.data.waiting })}
        </p>
      )}
      <QueryState query={query}>
        {(data) =>
          data.results.length === 0 ? (
            <p className="text-gray-600">{t("picking.empty")}</p>
          ) : (
            <div className="space-y-4">
              {byLocation(data.results).map((g) => (
                <section
                  key={g.location ?? ""}
                  className={`rounded-lg border ${g.location ? "border-gray-200" : "border-amber-300"}`}
                >
                  <h2
                    className={`px-3 py-2 font-mono font-bold ${g.location ? "bg-gray-50" : "bg-amber-50 text-amber-900"}`}
                  >
                    {g.location
                      ? t("picking.location", { location: g.location })
                      : `⚠ ${t("picking.noLocation")}`}
                  </h2>
                  {!g.location && (
                    <p className="px-3 pt-1 text-sm text-amber-900">{t("picking.noLocationHint")}</p>
                  )}
                  <ul className="divide-y divide-gray-100">
                    {g.lines.map((line) => (
                      <PickLine key={line.item_id} line={line} onChanged={refresh} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryState>
      {(list.page > 1 || query.data?.more) && (
        <nav className="mt-3 flex items-center gap-3 text-sm" aria-label={t("picking.waves")}>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={list.page <= 1}
            onClick={() => list.setPage(list.page - 1)}
          >
            {t("picking.olderWave")}
          </button>
          <span>{t("picking.wave", { page: list.page })}</span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!query.data?.more}
            onClick={() => list.setPage(list.page + 1)}
          >
            {t("picking.newerWave")}
          </button>
        </nav>
      )}
    </div>
  );
}

/** The scan field: Enter sends the code; the answer (or refusal) is said and the field stays focused. */
function ScanField({ onScanned }: { onScanned: () => void }) {
  const t = useT("warehouse");
  const { api } = useShop();
  const [result, setResult] = useState<{ ok: boolean; text: string; extra?: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const scan = useMutation({
    mutationFn: (scanned: string) => api.post("warehouse:scan", { code: scanned }),
    onSuccess: (r) => {
      setResult({ ok: r.crate_error === null, text: r.message, extra: r.crate_error ?? undefined });
      onScanned();
    },
    onError: (err) =>
      setResult({ ok: false, text: err instanceof ApiError ? err.firstMessage() : t("common:common.error") }),
    onSettled: () => input.current?.focus(),
  });
  return (
    <ScannerForm
      id="scan-code"
      label={t("picking.scan")}
      button={t("picking.scanButton")}
      inputRef={input}
      onCode={(scanned) => scan.mutate(scanned)}
      className="mb-4"
    >
      {result && (
        <div
          role={result.ok ? "status" : "alert"}
          className={`mt-2 rounded-md p-2 text-sm font-semibold ${result.ok ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
        >
          <p>{result.text}</p>
          {result.extra && <p className="mt-1">{result.extra}</p>}
        </div>
      )}
    </ScannerForm>
  );
}

/** Orders picked in full that found no free crate: assign one once a crate is free. */
function AwaitingCrate({
  orders,
  onAssigned,
}: {
  orders: { order_id: number; order_number: string }[];
  onAssigned: () => void;
}) {
  const t = useT("warehouse");
  const { api } = useShop();
  const toast = useToast();
  const assign = useMutation({
    mutationFn: (orderId: number) => api.post("warehouse:assign-crate", { order_id: orderId }),
    onSuccess: (r) => {
      toast.success(r.message);
      onAssigned();
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  if (!orders.length) return null;
  return (
    <section className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <h2 className="mb-2 font-bold">{t("picking.awaitingCrate")}</h2>
      <ul className="flex flex-wrap gap-2">
        {orders.map((o) => (
          <li key={o.order_id} className="flex items-center gap-2">
            <span className="font-mono">{o.order_number}</span>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={assign.isPending}
              onClick={() => assign.mutate(o.order_id)}
            >
              {t("picking.assignCrate")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PickLine({ line, onChanged }: { line: Line; onChanged: () => void }) {
  const t = useT("warehouse");
  const to = useT("orders");
  const { api } = useShop();
  const toast = useToast();
  const set = useMutation({
    mutationFn: (change: { status: "not_found" | "needs_replacement" | "waiting"; confirm?: boolean }) =>
      api.post("warehouse:line", { order_id: line.order_id, item_id: line.item_id, ...change }),
    onSuccess: () => {
      toast.success(t("picking.saved"));
      onChanged();
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  const reset = () => {
    if (window.confirm(t("picking.resetConfirm", { name: line.name, order: line.order_number })))
      set.mutate({ status: "waiting", confirm: true });
  };
  return (
    <li className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 sm:flex-1">
        <p className="font-semibold">
          <span className="mr-2 rounded bg-gray-800 px-1.5 py-0.5 text-white">{line.quantity}×</span>
          {line.name}
        </p>
        <p className="text-gray-700">
          <span className="font-mono">{line.code}</span> · {t("picking.order")} {line.order_number}
          {line.crate && ` · ${t("picking.crate")} ${line.crate}`}
        </p>
        <p className="mt-1 flex flex-wrap gap-2">
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_TONE[line.picking_status] ?? ""}`}
          >
            {to(`picking.${line.picking_status}`)}
          </span>
          {line.overdue && (
            <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
              {t("picking.overdue")}
            </span>
          )}
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">
          {t("picking.actionsOf", { name: line.name, order: line.order_number })}
        </legend>
        {line.picking_status !== "not_found" && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={set.isPending}
            onClick={() => set.mutate({ status: "not_found" })}
          >
            {t("picking.notFound")}
          </button>
        )}
        {line.picking_status !== "needs_replacement" && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={set.isPending}
            onClick={() => set.mutate({ status: "needs_replacement" })}
          >
            {t("picking.needsReplacement")}
          </button>
        )}
        {line.picking_status !== "waiting" && (
          <button type="button" className={secondaryButtonClass} disabled={set.isPending} onClick={reset}>
            {t("picking.reset")}
          </button>
        )}
      </fieldset>
    </li>
  );
}
