import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { inputClass, PageTitle, QueryState } from "../../../ui/staff-kit.js";

interface ModelRow {
  slug: string;
  name: string;
  type: { label: string };
  manufacturer: { label: string };
  for_buyout: boolean;
  version: number | null;
  top_price: number | null;
}

/** Buy-back models with their current appraisal version; a click opens the editor. */
export function BuybackAppraisalsPage() {
  const t = useT("buyback");
  const { api, price } = useShop();
  const [filter, setFilter] = useState("");
  const query = useQuery({
    queryKey: ["buyback:staff-models"],
    queryFn: () => api.get<{ results: ModelRow[] }>("buyback:staff-models"),
    staleTime: 0,
  });
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
      <QueryState query={query}>
        {() => (
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th className="p-2">{t("selector.model")}</th>
                  <th className="p-2">{t("selector.manufacturer")}</th>
                  <th className="p-2">{t("selector.type")}</th>
                  <th className="p-2">{t("staff.version")}</th>
                  <th className="p-2 text-right">A+</th>
                  <th className="p-2">{t("staff.forBuyout")}</th>
                </tr>
              </thead>
              <tbody>
                {query
                  .data!.results.filter(
                    (m) => !needle || `${m.manufacturer.label} ${m.name}`.toLowerCase().includes(needle),
                  )
                  .map((m) => (
                    <tr key={m.slug} className="border-t border-gray-100 hover:bg-teal-50">
                      <td className="p-2">
                        <Link className="text-teal-800 underline" to={`/staff/buyback/appraisals/${m.slug}/`}>
                          {m.name}
                        </Link>
                      </td>
                      <td className="p-2">{m.manufacturer.label}</td>
                      <td className="p-2">{m.type.label}</td>
                      <td className="p-2">{m.version ?? "—"}</td>
                      <td className="p-2 text-right">{m.top_price !== null ? price(m.top_price) : "—"}</td>
                      <td className="p-2">{m.for_buyout ? "✓" : "—"}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}
