import { useQuery } from "@tanstack/react-query";
import { ACTIVITY_WINDOWS } from "../../../contract/pricing.js";
import { useShop, useT } from "../../shop-context.js";
import { QueryState } from "../../ui/staff-kit.js";
import { productActivityQuery } from "./api/pricing-queries.js";

/**
 * The staff product page's sales and purchases over 7, 21, 42 and 90 days (spec §9), and the level
 * prices its variants have now. Read once per visit of the page.
 */
export function ProductActivityPanel({ masterId }: { masterId: number }) {
  const t = useT("pricing");
  const { api, price } = useShop();
  const activity = useQuery(productActivityQuery(api, masterId));
  const rows = [
    ["sold", (w: { sold: number }) => String(w.sold)],
    ["revenue", (w: { revenue: number }) => price(w.revenue)],
    ["bought", (w: { bought: number }) => String(w.bought)],
    ["spent", (w: { spent: number }) => price(w.spent)],
  ] as const;
  return (
    <section aria-labelledby="activity" className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-4">
      <h2 id="activity" className="text-xl font-bold">
        {t("activity.title")}
      </h2>
      <p className="text-sm text-gray-600">{t("activity.hint")}</p>
      <QueryState query={activity}>
        {(data) => (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="bg-gray-50 text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">{t("activity.title")}</span>
                    </th>
                    {ACTIVITY_WINDOWS.map((d) => (
                      <th key={d} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                        {t("activity.days", { count: d })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map(([key, cell]) => (
                    <tr key={key}>
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        {t(`activity.${key}`)}
                      </th>
                      {data.windows.map((w) => (
                        <td key={w.days} className="px-3 py-2 text-right whitespace-nowrap">
                          {cell(w)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3 className="font-semibold">{t("activity.levels")}</h3>
            {data.levels.length ? (
              <ul className="grid gap-1 text-sm">
                {data.levels.map((l) => (
                  <li key={`${l.product_id}-${l.list_id}`}>
                    <span className="font-mono text-xs">{l.code}</span> · {t(`groups.${l.customer_group}`)} ·{" "}
                    {l.list_name}: <strong>{price(l.price)}</strong>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-600">{t("activity.noLevels")}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
