import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, type ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, PageTitle, QueryState, useDateTime } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { useToast } from "../../../ui/toast.js";
import { handoversQuery, waitingQuery } from "../api/shipping-queries.js";
import { PackageTable } from "./package-table.js";
import { useMeasures } from "./shipping-format.js";

type Carrier = ResponseOf<"shipping:waiting">["carriers"][number];

const LIST_COLUMNS = ["number", "carrier", "created", "packages", "weight", "cod", "state"] as const;

/** Handover to carriers: the packages waiting per carrier, a list made of them, the lists so far. */
export function HandoversPage() {
  const t = useT("shipping");
  const { api, price } = useShop();
  const when = useDateTime();
  const { kg } = useMeasures();
  const waiting = useQuery({ ...waitingQuery(api), staleTime: 0 });
  const list = useStaffList({ carrier: "" }, 20);
  const lists = useQuery({ ...handoversQuery(api, list.query), staleTime: 0 });
  const carriers = waiting.data?.carriers ?? [];
  return (
    <div className="space-y-8">
      <PageTitle>{t("handovers.title")}</PageTitle>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="mb-3 text-lg font-bold">
          {t("handovers.waiting")}
        </h2>
        <QueryState query={waiting}>
          {(w) =>
            w.carriers.some((c) => c.packages.length) ? (
              <div className="space-y-6">
                {w.carriers
                  .filter((c) => c.packages.length)
                  .map((c) => (
                    <CarrierPackages key={c.code} carrier={c} />
                  ))}
              </div>
            ) : (
              <p className="text-gray-600">{t("handovers.noneWaiting")}</p>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="lists-title">
        <h2 id="lists-title" className="mb-3 text-lg font-bold">
          {t("handovers.lists")}
        </h2>
        <FilterBar onSubmit={list.submit}>
          <FilterSelect
            label={t("handovers.carrierFilter")}
            all={t("handovers.all")}
            options={carriers.map((c) => [c.code, c.name] as const)}
            {...list.field("carrier", { now: true })}
          />
        </FilterBar>
        <ListTable
          query={lists}
          list={list}
          empty={t("handovers.empty")}
          columns={LIST_COLUMNS.map((h) => t(`handovers.col.${h}`))}
        >
          {(h) => (
            <tr key={h.id} className="hover:bg-gray-50">
              <td className="px-3 py-2 whitespace-nowrap">
                <Link
                  to={`/staff/shipping/handovers/${h.id}/`}
                  className="font-semibold text-teal-800 underline"
                >
                  {h.number}
                </Link>
              </td>
              <td className="px-3 py-2">{h.carrier_name}</td>
              <td className="px-3 py-2 whitespace-nowrap">{when(h.created_at)}</td>
              <td className="px-3 py-2 text-right">{h.packages}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{kg(h.weight_g)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {h.cod_total ? price(h.cod_total) : "–"}
              </td>
              <td className="px-3 py-2">
                {h.handed_over_at
                  ? t("handovers.handedOverAt", { at: when(h.handed_over_at) })
                  : t("handovers.open")}
              </td>
            </tr>
          )}
        </ListTable>
      </section>
    </div>
  );
}

/** One carrier's waiting packages, all chosen at first; the chosen ones make its next list. */
function CarrierPackages({ carrier }: { carrier: Carrier }) {
  const t = useT("shipping");
  const { api } = useShop();
  const toast = useToast();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const chosen = carrier.packages.filter((p) => !left.has(p.id)).map((p) => p.id);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(left);
    if (on) next.delete(id);
    else next.add(id);
    setLeft(next);
  };
  const create = useMutation({
    mutationFn: () => api.post("shipping:handovers", { carrier: carrier.code, package_ids: chosen }),
    onSuccess: (h) => {
      toast.success(t("handovers.created", { number: h.number }));
      void qc.invalidateQueries({ queryKey: ["shipping:waiting"] });
      void qc.invalidateQueries({ queryKey: ["shipping:handovers"] });
      void navigate(`/staff/shipping/handovers/${h.id}/`);
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.firstMessage() : t("common:common.error")),
  });
  const titleId = `carrier-${carrier.code}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-gray-200 p-3">
      <h3 id={titleId} className="mb-2 font-semibold">
        {carrier.name} <span className="font-normal text-gray-600">({carrier.packages.length})</span>
      </h3>
      <PackageTable
        packages={carrier.packages}
        labelledBy={titleId}
        select={{
          header: (
            <input
              type="checkbox"
              className="size-5"
              aria-label={t("handovers.selectAll", { carrier: carrier.name })}
              checked={left.size === 0}
              onChange={(e) =>
                setLeft(e.target.checked ? new Set() : new Set(carrier.packages.map((p) => p.id)))
              }
            />
          ),
          cell: (p) => (
            <input
              type="checkbox"
              className="size-5"
              aria-label={t("handovers.select", { number: p.order_number })}
              checked={!left.has(p.id)}
              onChange={(e) => toggle(p.id, e.target.checked)}
            />
          ),
        }}
      />
      <button
        type="button"
        className={`${buttonClass} mt-3 w-full sm:w-auto`}
        disabled={!chosen.length || create.isPending}
        aria-busy={create.isPending}
        onClick={() => create.mutate()}
      >
        {t("handovers.create", { count: chosen.length })}
      </button>
    </section>
  );
}
