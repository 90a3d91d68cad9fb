import { Link } from "react-router";
import type { z } from "zod";
import type { staffOrdersResponse } from "../../../../contract/service-staff.js";
import { SERVICE_KINDS, SERVICE_STATUSES } from "../../../../domain/service-status.js";
import { useShop, useT } from "../../../shop-context.js";
import { QueryState, useDateTime } from "../../../ui/staff-kit.js";
import {
  FilterForm,
  FilterSearch,
  FilterSelect,
  ListStateRow,
  Pager,
  useStaffList,
} from "../../../ui/staff-list.js";
import { STATUS_TONE } from "./status-tone.js";

const PAGE_SIZE = 25;
const ORDERINGS = ["-created_at", "created_at", "-updated_at", "-number"];
type Filters = { search: string; status: string; kind: string; ordering: string };
type Response = z.infer<typeof staffOrdersResponse>;

/** Repair orders and warranty claims: search by number, IMEI or e-mail; filter by status and kind. */
export function ServiceOrdersPage() {
  const t = useT("service");
  const { price } = useShop();
  const when = useDateTime();
  const list = useStaffList<Filters, Response["results"][number]>(
    "service:staff-orders",
    { search: "", status: "", kind: "", ordering: "-created_at" },
    PAGE_SIZE,
  );
  const { query, page, setPage } = list;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.orders")}</h1>
      <FilterForm onSubmit={list.submit} submitLabel={t("staff.filter")}>
        <FilterSearch
          label={t("staff.search")}
          placeholder={t("staff.searchHint")}
          {...list.field("search")}
        />
        <FilterSelect
          label={t("staff.status")}
          all={t("staff.all")}
          options={SERVICE_STATUSES.map((s) => [s, t(`status.${s}`)] as const)}
          {...list.field("status")}
        />
        <FilterSelect
          label={t("staff.kind")}
          all={t("staff.all")}
          options={SERVICE_KINDS.map((k) => [k, t(`kind.${k}`)] as const)}
          {...list.field("kind")}
        />
        <FilterSelect
          label={t("staff.ordering")}
          options={ORDERINGS.map((o) => [o, t(`staff.order.${o}`)] as const)}
          {...list.field("ordering")}
        />
      </FilterForm>
      <QueryState query={query}>
        {() => (
          <>
            <p className="mb-2 text-sm text-gray-600">{t("staff.count", { count: query.data!.count })}</p>
            <div className="overflow-x-auto rounded-lg border border-gray-200">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-gray-600">
                  <tr>
                    <th className="p-2">{t("staff.number")}</th>
                    <th className="p-2">{t("staff.kind")}</th>
                    <th className="p-2">{t("staff.created")}</th>
                    <th className="p-2">{t("staff.device")}</th>
                    <th className="p-2">{t("staff.handover")}</th>
                    <th className="p-2 text-right">{t("staff.price")}</th>
                    <th className="p-2">{t("staff.status")}</th>
                  </tr>
                </thead>
                <tbody>
                  <ListStateRow query={query} columns={7} empty={t("staff.empty")} />
                  {query.data!.results.map((r) => (
                    <tr key={r.id} className="border-t border-gray-100 hover:bg-teal-50">
                      <td className="p-2 font-medium">
                        <Link className="text-teal-800 underline" to={`/staff/service/${r.id}/`}>
                          {r.number}
                        </Link>
                      </td>
                      <td className="p-2">{t(`kind.${r.kind}`)}</td>
                      <td className="p-2 whitespace-nowrap">{when(r.created_at)}</td>
                      <td className="p-2">{r.device_label}</td>
                      <td className="p-2">{r.store_name ?? t(`order.${r.handover}`)}</td>
                      <td className="p-2 text-right whitespace-nowrap">
                        {price(r.agreed_price)}
                        {r.price_pending && (
                          <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
                            {t("staff.pricePending")}
                          </span>
                        )}
                      </td>
                      <td className="p-2">
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[r.status]}`}
                        >
                          {t(`status.${r.status}`)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pages={list.pages} count={query.data!.count} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
