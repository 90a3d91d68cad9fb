import { Link } from "react-router";
import { ORDER_STATUSES } from "../../../../contract/orders.js";
import { useShop, useT } from "../../../shop-context.js";
import { useDate, useDateTime } from "../../../ui/staff-kit.js";
import {
  FilterForm,
  FilterSearch,
  FilterSelect,
  ListStateRow,
  Pager,
  useStaffList,
} from "../../../ui/staff-list.js";

const PAGE = 50;

interface Row {
  id: number;
  number: string;
  created_at: string;
  status: string;
  payment_status: string;
  paid_at: string | null;
  delivery_name: string;
  delivery_number: string | null;
  delivery_status: string;
  customer_name: string;
  company: string;
  email: string;
  total: number;
  invoice_status: string;
}

/** Spec §2: orders overview; paged, filtered by status, searched by number or e-mail. */
export function OrdersPage() {
  const t = useT("orders");
  const { price } = useShop();
  const when = useDateTime();
  const day = useDate();
  const list = useStaffList<{ search: string; status: string }, Row>(
    "orders:staff-list",
    { search: "", status: "" },
    PAGE,
  );
  const { query, page, pages, setPage } = list;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.title")}</h1>
      <FilterForm onSubmit={list.submit} submitLabel={t("staff.find")}>
        <FilterSearch label={t("staff.search")} {...list.field("search")} />
        <FilterSelect
          label={t("staff.status")}
          all={t("staff.all")}
          options={ORDER_STATUSES.map((s) => [s, t(`status.${s}`)] as const)}
          {...list.field("status", { now: true })}
        />
      </FilterForm>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              {["number", "time", "customer", "statusCol", "payment", "delivery", "invoice", "total"].map(
                (h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {t(`staff.col.${h}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            <ListStateRow query={query} columns={8} empty={t("staff.empty")} />
            {query.data?.results.map((o) => (
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
                <td className="px-3 py-2">{t(`status.${o.status}`)}</td>
                <td className="px-3 py-2">
                  {t(`paymentStatus.${o.payment_status}`)}
                  {o.paid_at && <span className="block text-gray-500">{day(o.paid_at)}</span>}
                </td>
                <td className="px-3 py-2">
                  {o.delivery_name}
                  {o.delivery_number && <span className="block text-gray-500">{o.delivery_number}</span>}
                </td>
                <td className="px-3 py-2">{t(`invoice.${o.invoice_status}`)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{price(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} count={query.data?.count ?? 0} onPage={setPage} />
    </div>
  );
}
