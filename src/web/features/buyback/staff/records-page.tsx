import { Link } from "react-router";
import type { RecordsResponse } from "../../../../contract/buyback-staff.js";
import { BUYBACK_STATUSES } from "../../../../domain/buyback-status.js";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, PageTitle, QueryState, useDate } from "../../../ui/staff-kit.js";
import {
  FilterForm,
  FilterSearch,
  FilterSelect,
  ListStateRow,
  Pager,
  useStaffList,
} from "../../../ui/staff-list.js";

const PAGE_SIZE = 25;
type Filters = { q: string; status: string; date_from: string; date_to: string };

/** Buy-back records: one search box (number, IMEI, serial, exact name or e-mail), status and date filters. */
export function BuybackRecordsPage() {
  const t = useT("buyback");
  const { price } = useShop();
  const day = useDate();
  const list = useStaffList<Filters, RecordsResponse["results"][number]>(
    "buyback:staff-records",
    { q: "", status: "", date_from: "", date_to: "" },
    PAGE_SIZE,
  );
  const { query, page, setPage } = list;
  return (
    <div>
      <PageTitle>{t("staff.records")}</PageTitle>
      <FilterForm onSubmit={list.submit} submitLabel={t("staff.filter")}>
        <FilterSearch label={t("staff.search")} placeholder={t("staff.searchHint")} {...list.field("q")} />
        <FilterSelect
          label={t("staff.status")}
          all={t("staff.all")}
          options={BUYBACK_STATUSES.map((s) => [s, t(`status.${s}`)] as const)}
          {...list.field("status")}
        />
        <label className="flex flex-col text-sm">
          {t("staff.from")}
          <input type="date" className={inputClass} {...list.field("date_from")} />
        </label>
        <label className="flex flex-col text-sm">
          {t("staff.to")}
          <input type="date" className={inputClass} {...list.field("date_to")} />
        </label>
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
                  <ListStateRow query={query} columns={8} empty={t("staff.empty")} />
                  {query.data!.results.map((r) => (
                    <tr key={r.id} className="border-t border-gray-100 hover:bg-teal-50">
                      <td className="p-2 font-medium">
                        <Link className="text-teal-800 underline" to={`/staff/buyback/${r.id}/`}>
                          {r.number}
                        </Link>
                      </td>
                      <td className="p-2 whitespace-nowrap">{day(r.created_at)}</td>
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
            <Pager page={page} pages={list.pages} count={query.data!.count} onPage={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
