import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import {
  SERVICE_KINDS,
  SERVICE_STATUSES,
  type ServiceKind,
  type ServiceStatus,
} from "../../../../domain/service-status.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDateTime } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { staffOrdersQuery } from "../api/service-staff-queries.js";
import { STATUS_TONE } from "./status-tone.js";

const PAGE_SIZE = 25;
const ORDERINGS = ["-created_at", "created_at", "-updated_at", "-number"] as const;
type Filters = {
  search: string;
  status: ServiceStatus | "";
  kind: ServiceKind | "";
  ordering: (typeof ORDERINGS)[number];
};

/** Repair orders and warranty claims: search by number, IMEI or e-mail; filter by status and kind. */
export function ServiceOrdersPage() {
  const t = useT("service");
  const { api, price } = useShop();
  const when = useDateTime();
  const list = useStaffList<Filters>(
    { search: "", status: "", kind: "", ordering: "-created_at" },
    PAGE_SIZE,
  );
  const orders = useQuery({ ...staffOrdersQuery(api, list.query), staleTime: 0 });
  return (
    <div>
      <PageTitle>{t("staff.orders")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("staff.filter")}>
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
      </FilterBar>
      <ListTable
        query={orders}
        list={list}
        total={(count) => t("staff.count", { count })}
        empty={t("staff.empty")}
        columns={[
          t("staff.number"),
          t("staff.kind"),
          t("staff.created"),
          t("staff.device"),
          t("staff.handover"),
          { label: t("staff.price"), right: true },
          t("staff.status"),
        ]}
      >
        {(r) => (
          <tr key={r.id} className="hover:bg-teal-50">
            <td className="px-3 py-2 font-medium">
              <Link className="text-teal-800 underline" to={`/staff/service/${r.id}/`}>
                {r.number}
              </Link>
            </td>
            <td className="px-3 py-2">{t(`kind.${r.kind}`)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{when(r.created_at)}</td>
            <td className="px-3 py-2">{r.device_label}</td>
            <td className="px-3 py-2">{r.store_name ?? t(`order.${r.handover}`)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {price(r.agreed_price)}
              {r.price_pending && (
                <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
                  {t("staff.pricePending")}
                </span>
              )}
            </td>
            <td className="px-3 py-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[r.status]}`}>
                {t(`status.${r.status}`)}
              </span>
            </td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
