import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, PageTitle } from "../../../ui/staff-kit.js";
import { ListTable } from "../../../ui/staff-list.js";
import { staffModelsQuery } from "../api/buyback-staff-queries.js";

/** Buy-back models with their current appraisal version; a click opens the editor. */
export function BuybackAppraisalsPage() {
  const t = useT("buyback");
  const { api, price } = useShop();
  const [filter, setFilter] = useState("");
  const query = useQuery({ ...staffModelsQuery(api), staleTime: 0 });
  const needle = filter.trim().toLowerCase();
  return (
    <div>
      <PageTitle
        aside={
          <input
            type="search"
            aria-label={t("selector.filter")}
            placeholder={t("selector.filter")}
            className={inputClass}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        }
      >
        {t("staff.appraisals")}
      </PageTitle>
      <ListTable
        query={{
          isPending: query.isPending,
          isError: query.isError,
          error: query.error,
          data: query.data && {
            results: query.data.results.filter(
              (m) => !needle || `${m.manufacturer.label} ${m.name}`.toLowerCase().includes(needle),
            ),
          },
        }}
        empty="—"
        columns={[
          t("selector.model"),
          t("selector.manufacturer"),
          t("selector.type"),
          t("staff.version"),
          { label: "A+", right: true },
          t("staff.forBuyout"),
        ]}
      >
        {(m) => (
          <tr key={m.slug} className="hover:bg-teal-50">
            <td className="px-3 py-2">
              <Link className="text-teal-800 underline" to={`/staff/buyback/appraisals/${m.slug}/`}>
                {m.name}
              </Link>
            </td>
            <td className="px-3 py-2">{m.manufacturer.label}</td>
            <td className="px-3 py-2">{m.type.label}</td>
            <td className="px-3 py-2">{m.version ?? "—"}</td>
            <td className="px-3 py-2 text-right">{m.top_price !== null ? price(m.top_price) : "—"}</td>
            <td className="px-3 py-2">{m.for_buyout ? "✓" : "—"}</td>
          </tr>
        )}
      </ListTable>
    </div>
  );
}
