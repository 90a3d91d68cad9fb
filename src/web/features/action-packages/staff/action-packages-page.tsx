import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ResponseOf } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, useDate } from "../../../ui/staff-kit.js";
import { FilterBar, FilterSearch, ListTable, useStaffList } from "../../../ui/staff-list.js";
import { packagesQuery } from "../api/action-packages-queries.js";

const PAGE = 50;
const COLUMNS = ["name", "parts", "price", "saving", "validity", "active"] as const;

type Row = ResponseOf<"action-packages:staff-list">["results"][number];

/** Staff: the action packages grid (issue 20), searched by name in either language. */
export function ActionPackagesPage() {
  const t = useT("action-packages");
  const { api, price, language } = useShop();
  const day = useDate();
  const list = useStaffList({ search: "" }, PAGE);
  const packages = useQuery(packagesQuery(api, list.query));
  const validity = (d: Row) =>
    d.valid_from && d.valid_to
      ? `${day(d.valid_from)} – ${day(d.valid_to)}`
      : d.valid_from
        ? t("validFrom", { date: day(d.valid_from) })
        : d.valid_to
          ? t("validTo", { date: day(d.valid_to) })
          : t("noLimit");
  return (
    <div>
      <PageTitle
        aside={
          <Link
            to="/staff/action-packages/new/"
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
      <ListTable query={packages} list={list} empty={t("empty")} columns={COLUMNS.map((h) => t(`col.${h}`))}>
        {(d) => (
          <tr key={d.id}>
            <td className="px-3 py-2">
              <Link to={`/staff/action-packages/${d.id}/`} className="font-semibold text-teal-800 underline">
                {language === "ro" ? d.name_ro : d.name_cs}
              </Link>
            </td>
            <td className="px-3 py-2 text-sm">
              {d.parts.map((p) => (p.quantity > 1 ? `${p.quantity}× ${p.name}` : p.name)).join(" + ")}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{price(d.price)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{price(Math.max(0, d.parts_total - d.price))}</td>
            <td className="px-3 py-2 whitespace-nowrap">{validity(d)}</td>
            <td className="px-3 py-2">{d.is_active ? "✓" : "–"}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
