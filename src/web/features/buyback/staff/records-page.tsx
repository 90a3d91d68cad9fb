import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { BUYBACK_STATUSES, type BuybackStatus } from "../../../../domain/buyback-status.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate } from "../../../ui/staff-kit.js";
import {
  FilterBar,
  FilterDate,
  FilterSearch,
  FilterSelect,
  ListTable,
  useStaffList,
} from "../../../ui/staff-list.js";
import { staffRecordsQuery } from "../api/buyback-staff-queries.js";

const PAGE_SIZE = 25;
type Filters = { q: string; status: BuybackStatus | ""; date_from: string; date_to: string };

/** Buy-back records: one search box (number, IMEI, serial, exact name or e-mail), status and date filters. */
export function BuybackRecordsPage() {
  const t = useT("buyback");
  const { api, price } = useShop();
  const day = useDate();
  const list = useStaffList<Filters>({ q: "", status: "", date_from: "", date_to: "" }, PAGE_SIZE);
  const records = useQuery({ ...staffRecordsQuery(api, list.query), staleTime: 0 });
  return (
    <div>
      <PageTitle>{t("staff.records")}</PageTitle>
      <FilterBar onSubmit={list.submit} submitLabel={t("staff.filter")}>
        <FilterSearch label={t("staff.search")} placeholder={t("staff.searchHint")} {...list.field("q")} />
        <FilterSelect
          label={t("staff.status")}
          all={t("staff.all")}
          options={BUYBACK_STATUSES.map((s) => [s, t(`status.${s}`)] as const)}
          {...list.field("status")}
        />
        <FilterDate label={t("staff.from")} {...list.field("date_from")} />
        <FilterDate label={t("staff.to")} {...list.field("date_to")} />
      </FilterBar>
      <ListTable
        query={records}
        list={list}
        total={(count) => t("staff.count", { count })}
        empty={t("staff.empty")}
        columns={[
          t("staff.number"),
          t("staff.created"),
          t("review.device"),
          t("staff.customer"),
          "IMEI",
          t("price.quality"),
          { label: t("price.title"), right: true },
          t("staff.status"),
        ]}
      >
        {(r) => (
          <tr key={r.id} className="hover:bg-teal-50">
            <td className="px-3 py-2 font-medium">
              <Link className="text-teal-800 underline" to={`/staff/buyback/${r.id}/`}>
                {r.number}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{day(r.created_at)}</td>
            <td className="px-3 py-2">{r.device}</td>
            <td className="px-3 py-2">{r.customer_name}</td>
            <td className="px-3 py-2 font-mono text-xs">{r.imei || r.serial_number}</td>
            <td className="px-3 py-2">{r.quality}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">{price(r.offered_price ?? r.price)}</td>
            <td className="px-3 py-2">{r.status_label}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
