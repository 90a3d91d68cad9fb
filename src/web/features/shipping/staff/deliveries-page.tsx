import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { DELIVERY_STATUSES } from "../../../../contract/shipping.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate, useDateTime } from "../../../ui/staff-kit.js";
import {
  FilterBar,
  FilterDate,
  FilterSearch,
  FilterSelect,
  ListTable,
  useStaffList,
} from "../../../ui/staff-list.js";
import { deliveriesQuery } from "../api/shipping-queries.js";

const COLUMNS = [
  "number",
  "method",
  "status",
  "deliveryStatus",
  "parcels",
  "handover",
  "shipped",
  "delivered",
] as const;

type Filters = {
  search: string;
  carrier: string;
  delivery_status: (typeof DELIVERY_STATUSES)[number] | "";
  date_from: string;
  date_to: string;
};

/** The order delivery grid: every order's delivery, filtered by carrier, delivery status and day. */
export function DeliveriesPage() {
  const t = useT("shipping");
  const to = useT("orders");
  const { api } = useShop();
  const when = useDateTime();
  const day = useDate();
  const list = useStaffList<Filters>(
    { search: "", carrier: "", delivery_status: "", date_from: "", date_to: "" },
    50,
  );
  const orders = useQuery({ ...deliveriesQuery(api, list.query), staleTime: 0 });
  return (
    <div>
      <PageTitle>{t("deliveries.title")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("deliveries.find")}>
        <FilterSearch label={t("deliveries.search")} {...list.field("search")} />
        <FilterSelect
          label={t("deliveries.carrier")}
          all={t("deliveries.all")}
          options={(orders.data?.carriers ?? []).map((c) => [c.code, c.name] as const)}
          {...list.field("carrier", { now: true })}
        />
        <FilterSelect
          label={t("deliveries.deliveryStatus")}
          all={t("deliveries.all")}
          options={DELIVERY_STATUSES.map((s) => [s, to(`deliveryStatus.${s}`)] as const)}
          {...list.field("delivery_status", { now: true })}
        />
        <FilterDate label={t("deliveries.dateFrom")} {...list.field("date_from", { now: true })} />
        <FilterDate label={t("deliveries.dateTo")} {...list.field("date_to", { now: true })} />
      </FilterBar>
      <ListTable
        query={orders}
        list={list}
        empty={t("deliveries.empty")}
        columns={COLUMNS.map((h) => t(`deliveries.col.${h}`))}
      >
        {(o) => (
          <tr key={o.id} className="align-top hover:bg-gray-50">
            <td className="px-3 py-2 whitespace-nowrap">
              <Link
                to={`/staff/shipping/deliveries/${o.id}/`}
                className="font-semibold text-teal-800 underline"
              >
                {o.number}
              </Link>
              <span className="block text-gray-500">{when(o.created_at)}</span>
            </td>
            <td className="px-3 py-2">
              {o.delivery_name}
              {o.carrier && o.carrier !== o.delivery_name && (
                <span className="block text-gray-500">{o.carrier}</span>
              )}
            </td>
            <td className="px-3 py-2">{to(`status.${o.status}`)}</td>
            <td className="px-3 py-2">{to(`deliveryStatus.${o.delivery_status}`)}</td>
            <td className="px-3 py-2">
              {o.parcel_numbers.length
                ? o.parcel_numbers.map((n) => (
                    <span key={n} className="block">
                      {n}
                    </span>
                  ))
                : "–"}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {o.handover_id ? (
                <Link to={`/staff/shipping/handovers/${o.handover_id}/`} className="text-teal-800 underline">
                  {o.handover_number}
                </Link>
              ) : (
                "–"
              )}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{o.shipped_at ? day(o.shipped_at) : "–"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{o.delivered_at ? day(o.delivered_at) : "–"}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
