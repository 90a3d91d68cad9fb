import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ORDER_STATUSES } from "../../../../contract/orders.js";
import { useShop, useT } from "../../../shop-context.js";

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
  const { api, price } = useShop();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const query = useQuery({
    queryKey: ["orders:staff-list", page, status, q],
    queryFn: () =>
      api.get<{ count: number; results: Row[] }>("orders:staff-list", {
        page,
        page_size: 50,
        status: status || undefined,
        search: q || undefined,
      }),
  });
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / 50));
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.title")}</h1>
      <form
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQ(search);
        }}
      >
        <label className="flex flex-col text-sm">
          {t("staff.search")}
          <input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="rounded border border-gray-300 px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.status")}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className="rounded border border-gray-300 bg-white px-2 py-1.5"
          >
            <option value="">{t("staff.all")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-teal-700 px-3 py-1.5 font-semibold text-white">
          {t("staff.find")}
        </button>
      </form>
      {query.isError && (
        <p role="alert" className="text-red-700">
          {t("common:common.error")}
        </p>
      )}
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
            {query.data?.results.map((o) => (
              <tr key={o.id} className="hover:bg-gray-50">
                <td className="px-3 py-2">
                  <Link to={`/staff/orders/${o.id}/`} className="font-semibold text-teal-800 underline">
                    {o.number}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{new Date(o.created_at).toLocaleString()}</td>
                <td className="px-3 py-2">
                  {o.customer_name}
                  {o.company && <span className="block text-gray-500">{o.company}</span>}
                  <span className="block text-gray-500">{o.email}</span>
                </td>
                <td className="px-3 py-2">{t(`status.${o.status}`)}</td>
                <td className="px-3 py-2">
                  {t(`paymentStatus.${o.payment_status}`)}
                  {o.paid_at && (
                    <span className="block text-gray-500">{new Date(o.paid_at).toLocaleDateString()}</span>
                  )}
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
      <nav className="mt-3 flex items-center gap-3 text-sm" aria-label={t("staff.paging")}>
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          className="rounded border px-2 py-1 disabled:opacity-40"
        >
          ←
        </button>
        <span>
          {page} / {pages} ({query.data?.count ?? 0})
        </span>
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
          className="rounded border px-2 py-1 disabled:opacity-40"
        >
          →
        </button>
      </nav>
    </div>
  );
}
