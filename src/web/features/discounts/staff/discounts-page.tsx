import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { discountsQuery } from "../api/discounts-staff-queries.js";

const PAGE = 50;
const COLUMNS = ["name", "type", "value", "validity", "codes", "active"] as const;

type Row = ResponseOf<"discounts:staff-list">["results"][number];

/** Spec §2: discounts grid, searched as staff type. */
export function DiscountsPage() {
  const t = useT("discounts");
  const { api, price } = useShop();
  const day = useDate();
  const list = useStaffList({ search: "" }, PAGE);
  const discounts = useQuery(discountsQuery(api, list.query));
  // An open end is no limit, said in words (was "– – –").
  const validity = (d: Row) =>
    d.valid_from && d.valid_to
      ? `${day(d.valid_from)} – ${day(d.valid_to)}`
      : d.valid_from
        ? t("validFrom", { date: day(d.valid_from) })
        : d.valid_to
          ? t("validTo", { date: day(d.valid_to) })
          : t("noLimit");
  const value = (d: Row) =>
    d.discount_type === "percentage" ? `${d.discount_value} %` : price(d.discount_value);
  return (
    <div>
      <PageTitle
        aside={
          <Link
            to="/staff/discounts/new/"
            className="rounded bg-teal-700 px-3 py-1.5 font-semibold text-white"
          >
            {t("new")}
          </Link>
        }
      >
        {t("title")}
      </PageTitle>
      <FilterBar onSubmit={list.submit}>
        <FilterSearch label={t("search")} {...list.field("search", { now: true })} />
      </FilterBar>
      <ListTable query={discounts} list={list} empty={t("empty")} columns={COLUMNS.map((h) => t(`col.${h}`))}>
        {(d) => (
          <tr key={d.id}>
            <td className="px-3 py-2">
              <Link to={`/staff/discounts/${d.id}/`} className="font-semibold text-teal-800 underline">
                {d.marketing_name}
              </Link>
              {d.is_automatic_assigment && (
                <span className="ml-2 rounded bg-sky-100 px-1 text-xs">{t("automatic")}</span>
              )}
              {d.warnings.map((w) => (
                <span key={w} className="block text-xs text-amber-800">
                  {w}
                </span>
              ))}
            </td>
            <td className="px-3 py-2">{t(`type.${d.discount_type}`)}</td>
            <td className="px-3 py-2">{value(d)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{validity(d)}</td>
            <td className="px-3 py-2">{d.codes_count}</td>
            <td className="px-3 py-2">{d.is_active ? "✓" : "–"}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
