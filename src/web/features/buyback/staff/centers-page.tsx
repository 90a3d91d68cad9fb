import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useShop, useT } from "../../../shop-context.js";
import { PageTitle, QueryState } from "../../../ui/staff-kit.js";
import { staffCentersQuery } from "../api/buyback-staff-queries.js";

/** Which stores accept devices (the public buy-back centres list), with their address and hours. */
export function BuybackCentersPage() {
  const t = useT("buyback");
  const { api } = useShop();
  const client = useQueryClient();
  const centers = staffCentersQuery(api);
  const query = useQuery({ ...centers, staleTime: 0 });
  const toggle = useMutation({
    mutationFn: (s: { id: number; on: boolean }) =>
      api.call("buyback:staff-center-save", {
        method: "PATCH",
        body: { is_buyout_center: s.on },
        params: { id: s.id },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: centers.queryKey }),
  });
  const days = ["1", "2", "3", "4", "5", "6", "7"];
  return (
    <div>
      <PageTitle>{t("staff.centers")}</PageTitle>
      <QueryState query={query}>
        {(stores) => (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
            {stores.map((s) => (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                <div>
                  <p className="font-semibold">{s.name}</p>
                  <p className="text-gray-600">
                    {s.street}, {s.postcode} {s.city}
                  </p>
                  <p className="text-xs text-gray-500">
                    {days
                      .map(
                        (d) =>
                          `${t(`staff.day${d}`)} ${(s.opening_hours[d] ?? []).map(([a, b]) => `${a}–${b}`).join(", ") || "—"}`,
                      )
                      .join(" · ")}
                  </p>
                </div>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-teal-700"
                    checked={s.is_buyout_center}
                    disabled={toggle.isPending}
                    onChange={(e) => toggle.mutate({ id: s.id, on: e.target.checked })}
                  />
                  {t("staff.acceptsDevices")}
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
