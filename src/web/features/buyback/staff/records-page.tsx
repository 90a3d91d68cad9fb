import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { RecordsResponse } from "../../../../contract/buyback-staff.js";
import { BUYBACK_STATUSES } from "../../../../domain/buyback-status.js";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, Loading, PageTitle, secondaryButtonClass } from "./staff-ui.js";

const PAGE_SIZE = 25;

/** Buy-back records: one search box (number, IMEI, serial, exact name or e-mail), status and date filters. */
export function BuybackRecordsPage() {
  const t = useT("buyback");
  const { api, price, language } = useShop();
  const [filters, setFilters] = useState({ q: "", status: "", date_from: "", date_to: "" });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["buyback:staff-records", applied, page],
    queryFn: () =>
      api.get<RecordsResponse>("buyback:staff-records", { ...applied, page, page_size: PAGE_SIZE }),
    staleTime: 0,
  });
  const set = (k: keyof typeof filters) => (e: { target: { value: string } }) =>
    setFilters({ ...filters, [k]: e.target.value });
  return (
    <div>
      <PageTitle>{t("staff.records")}</PageTitle>
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setApplied(filters);
        }}
      >
        <label className="flex flex-col text-sm">
          {t("staff.search")}
          <input
            type="search"
            className={`${inputClass} w-64`}
            value={filters.q}
            onChange={set("q")}
            placeholder={t("staff.searchHint")}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.status")}
          <select className={inputClass} value={filters.status} onChange={set("status")}>
            <option value="">{t("staff.all")}</option>
            {BUYBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.from")}
          <input type="date" className={inputClass} value={filters.date_from} onChange={set("date_from")} />
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.to")}
          <input type="date" className={inputClass} value={filters.date_to} onChange={set("date_to")} />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t("staff.filter")}
        </button>
      </form>
      <Loading query={query}>
        {() => (
          <>
            <p className="mb-2 text-sm text-gray-600">{t("staff.count", { count: query.data!.count })}</p>
            <div className="overflow-x-auto rounded-lg border border-gray-200">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-gray-600">
                  <tr>
                    <th className="p-2">{t("staff.number")}</th>
                    <th className="p-2">{t("staff.created")}</th>
                    <th className="p-2">{t("review.device")}</th>
                    <th className="p-2">{t("staff.customer")}</th>
                    <th className="p-2">IMEI</th>
                    <th className="p-2">{t("price.quality")}</th>
                    <th className="p-2 text-right">{t("price.title")}</th>
                    <th className="p-2">{t("staff.status")}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data!.results.map((r) => (
                    <tr key={r.id} className="border-t border-gray-100 hover:bg-teal-50">
                      <td className="p-2 font-medium">
                        <Link className="text-teal-800 underline" to={`/staff/buyback/${r.id}/`}>
                          {r.number}
                        </Link>
                      </td>
                      <td className="p-2 whitespace-nowrap">
                        {new Date(r.created_at).toLocaleDateString(language === "ro" ? "ro-RO" : "cs-CZ")}
                      </td>
                      <td className="p-2">{r.device}</td>
                      <td className="p-2">{r.customer_name}</td>
                      <td className="p-2 font-mono text-xs">{r.imei || r.serial_number}</td>
                      <td className="p-2">{r.quality}</td>
                      <td className="p-2 text-right whitespace-nowrap">
                        {price(r.offered_price ?? r.price)}
                      </td>
                      <td className="p-2">{r.status_label}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                ←
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page * PAGE_SIZE >= query.data!.count}
                onClick={() => setPage(page + 1)}
              >
                →
              </button>
            </div>
          </>
        )}
      </Loading>
    </div>
  );
}
