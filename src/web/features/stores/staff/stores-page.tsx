import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { storesAdminQuery } from "../api/stores-admin-queries.js";
import { StoreToday } from "../store-today.js";

/** `/staff/stores/`: every store and showroom with today's hours, special days and photos. */
export function StoresAdminPage() {
  const t = useT("stores");
  const { api } = useShop();
  const query = useQuery({ ...storesAdminQuery(api), staleTime: 0 });
  return (
    <div>
      <PageTitle
        aside={
          <Link to="/staff/stores/new/" className={buttonClass}>
            {t("admin.new")}
          </Link>
        }
      >
        {t("admin.title")}
      </PageTitle>
      <p className="mb-4 text-sm text-gray-600">{t("admin.intro")}</p>
      <QueryState query={query}>
        {({ results }) =>
          results.length === 0 ? (
            <p className="text-gray-600">{t("admin.empty")}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {results.map((s) => (
                <li key={s.id} className="rounded-lg border border-gray-200 bg-white p-3">
                  <Link to={`/staff/stores/${s.id}/`} className="font-semibold text-teal-800 hover:underline">
                    {s.name}
                  </Link>
                  <p className="text-sm text-gray-600">
                    {s.city}
                    {[
                      s.is_showroom && "showroom",
                      s.is_service_center && "service",
                      s.is_buyout_center && "buyout",
                    ]
                      .filter((k): k is string => Boolean(k))
                      .map((k) => ` · ${t(`admin.kind.${k}`)}`)}
                  </p>
                  <StoreToday today={s.today} openNow={false} className="text-sm" />
                  <p className="text-xs text-gray-500">
                    {t("admin.columns.specialDays")}: {s.special_days} · {t("admin.columns.photos")}:{" "}
                    {s.photos}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
