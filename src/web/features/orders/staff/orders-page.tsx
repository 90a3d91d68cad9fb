import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ORDER_STATUSES } from "../../../../contract/orders.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate, useDateTime } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, FilterSelect, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { staffOrdersQuery } from "../api/orders-staff-queries.js";

const PAGE = 50;
const COLUMNS = [
  "number",
  "time",
  "customer",
  "statusCol",
  "payment",
  "delivery",
  "invoice",
  "total",
] as const;

/**
 * Spec §2: orders overview; paged, filtered by status and by the older-than-30-minutes flag,
 * searched by number or e-mail; an order sent from a store names it.
 */
export function OrdersPage() {
  const t = useT("orders");
  const { api, price } = useShop();
  const when = useDateTime();
  const day = useDate();
  const list = useStaffList({ search: "", status: "", overdue: "" as "" | "true" }, PAGE);
  const orders = useQuery({ ...staffOrdersQuery(api, list.query), staleTime: 0 });
  return (
    <div>
      <PageTitle>{t("staff.title")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("staff.find")}>
        <FilterSearch label={t("staff.search")} {...list.field("search")} />
        <FilterSelect
          label={t("staff.status")}
          all={t("staff.all")}
          options={ORDER_STATUSES.map((s) => [s, t(`status.${s}`)] as const)}
          {...list.field("status", { now: true })}
        />
        <FilterSelect
          label={t("staff.age")}
          all={t("staff.all")}
          options={[["true", t("staff.overdueOnly")]]}
          {...list.field("overdue", { now: true })}
        />
      </FilterBar>
      <ListTable
        query={orders}
        list={list}
        empty={t("staff.empty")}
        columns={COLUMNS.map((h) => t(`staff.col.${h}`))}
      >
        {(o) => (
          <tr key={o.id} className="hover:bg-gray-50">
            <td className="px-3 py-2">
              <Link to={`/staff/orders/${o.id}/`} className="font-semibold text-teal-800 underline">
                {o.number}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{when(o.created_at)}</td>
            <td className="px-3 py-2">
              {o.customer_name}
              {o.company && <span className="block text-gray-500">{o.company}</span>}
              <span className="block text-gray-500">{o.email}</span>
            </td>
            <td className="px-3 py-2">
              {t(`status.${o.status}`, { defaultValue: o.status })}
              {o.overdue && (
                // Spec: the older-than-30-minutes flag (reservations promise "ready in 30 minutes").
                <span
                  title={t("staff.overdueTitle")}
                  className="ml-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
                >
                  {t("staff.overdue")}
                </span>
              )}
            </td>
            <td className="px-3 py-2">
              {t(`paymentStatus.${o.payment_status}`)}
              {o.paid_at && <span className="block text-gray-500">{day(o.paid_at)}</span>}
            </td>
            <td className="px-3 py-2">
              {o.delivery_name}
              {o.ship_from_store && (
                <span className="block font-semibold text-teal-800">
                  {t("staff.shipFrom", { store: o.ship_from_store })}
                </span>
              )}
              {o.delivery_number && <span className="block text-gray-500">{o.delivery_number}</span>}
            </td>
            <td className="px-3 py-2">{t(`invoice.${o.invoice_status}`)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">{price(o.total)}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
