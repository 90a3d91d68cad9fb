import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { useDate } from "../../../ui/staff-kit.js";
import { ListStateRow, Pager } from "../../../ui/staff-list.js";

const PAGE = 50;

interface Row {
  id: number;
  marketing_name: string;
  discount_type: string;
  discount_value: number;
  valid_from: string | null;
  valid_to: string | null;
  codes_count: number;
  is_active: boolean;
  is_automatic_assigment: boolean;
  warnings: string[];
}

/** Spec §2: discounts grid. */
export function DiscountsPage() {
  const t = useT("discounts");
  const { api, price } = useShop();
  const day = useDate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const query = useQuery({
    queryKey: ["discounts:staff-list", page, search],
    queryFn: () =>
      api.get<{ count: number; results: Row[] }>("discounts:staff-list", {
        page,
        page_size: PAGE,
        search: search || undefined,
      }),
  });
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
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link to="/staff/discounts/new/" className="rounded bg-teal-700 px-3 py-1.5 font-semibold text-white">
          {t("new")}
        </Link>
      </div>
      <label className="mb-3 flex max-w-sm flex-col text-sm">
        {t("search")}
        <input
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          className="rounded border border-gray-300 px-2 py-1.5"
        />
      </label>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              {["name", "type", "value", "validity", "codes", "active"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {t(`col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            <ListStateRow query={query} columns={6} empty={t("empty")} />
            {query.data?.results.map((d) => (
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
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE))}
        count={query.data?.count ?? 0}
        onPage={setPage}
      />
    </div>
  );
}
