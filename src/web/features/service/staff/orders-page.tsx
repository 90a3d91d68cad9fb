import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { staffOrdersResponse } from "../../../../contract/service-staff.js";
import { SERVICE_KINDS, SERVICE_STATUSES } from "../../../../domain/service-status.js";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, Pending, STATUS_TONE, secondaryButtonClass, useDateTime } from "./staff-kit.js";

const PAGE_SIZE = 25;
type Response = z.infer<typeof staffOrdersResponse>;

/** Repair orders and warranty claims: search by number, IMEI or e-mail; filter by status and kind. */
export function ServiceOrdersPage() {
  const t = useT("service");
  const { api, price } = useShop();
  const when = useDateTime();
  const [filters, setFilters] = useState({ search: "", status: "", kind: "", ordering: "-created_at" });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["service:staff-orders", applied, page],
    queryFn: () => api.get<Response>("service:staff-orders", { ...applied, page, page_size: PAGE_SIZE }),
    staleTime: 0,
  });
  const set = (k: keyof typeof filters) => (e: { target: { value: string } }) =>
    setFilters({ ...filters, [k]: e.target.value });
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("staff.orders")}</h1>
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
            value={filters.search}
            onChange={set("search")}
            placeholder={t("staff.searchHint")}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.status")}
          <select className={inputClass} value={filters.status} onChange={set("status")}>
            <option value="">{t("staff.all")}</option>
            {SERVICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.kind")}
          <select className={inputClass} value={filters.kind} onChange={set("kind")}>
            <option value="">{t("staff.all")}</option>
            {SERVICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.ordering")}
          <select className={inputClass} value={filters.ordering} onChange={set("ordering")}>
            {["-created_at", "created_at", "-updated_at", "-number"].map((o) => (
              <option key={o} value={o}>
                {t(`staff.order.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t("staff.filter")}
        </button>
      </form>
      <Pending query={query}>
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
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                aria-label={t("staff.previous")}
                className={secondaryButtonClass}
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                ←
              </button>
              <button
                type="button"
                aria-label={t("staff.next")}
                className={secondaryButtonClass}
                disabled={page * PAGE_SIZE >= query.data!.count}
                onClick={() => setPage(page + 1)}
              >
                →
              </button>
            </div>
          </>
        )}
      </Pending>
    </div>
  );
}
