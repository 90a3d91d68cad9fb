import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useOutletContext } from "react-router";
import type { Me } from "../../../../contract/accounts.js";
import { useShop, useT } from "../../../shop-context.js";
import { QueryState } from "../../../ui/staff-kit.js";
import { adminOperationsQuery } from "../api/service-staff-queries.js";
import { SmartSearch } from "../smart-search.js";
import { OperationCreateForm } from "./operation-create-form.js";
import { OperationRow } from "./operation-row.js";

type User = NonNullable<Me["user"]>;

/** Service operations and their prices per model; staff read, supervisors change (prices are money). */
export function ServiceOperationsPage() {
  const t = useT("service");
  const { api } = useShop();
  const user = useOutletContext<User>();
  const canEdit = user.role === "admin" || user.permissions.includes("supervisor");
  const [model, setModel] = useState<string | null>(null);
  const client = useQueryClient();
  const operations = adminOperationsQuery(api, model ?? "");
  const query = useQuery({ ...operations, enabled: model !== null, staleTime: 0 });
  const refresh = () => void client.invalidateQueries({ queryKey: operations.queryKey });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("staff.operations")}</h1>
      {!canEdit && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("staff.readOnly")}</p>
      )}
      <div className="max-w-md">
        <SmartSearch onPick={setModel} />
      </div>
      {model && (
        <QueryState query={query}>
          {(d) => (
            <>
              <h2 className="text-lg font-semibold">{d.model.label}</h2>
              <div className="overflow-x-auto rounded-lg border border-gray-200">
                <table className="w-full text-left text-sm">
                  <thead className="bg-gray-50 text-gray-600">
                    <tr>
                      <th className="p-2">{t("staff.operation")}</th>
                      <th className="p-2">{t("staff.colour")}</th>
                      <th className="p-2">CZK</th>
                      <th className="p-2">RON</th>
                      <th className="p-2">{t("staff.minutes")}</th>
                      <th className="p-2">{t("operations.whileYouWait")}</th>
                      <th className="p-2">{t("staff.active")}</th>
                      <th className="p-2">{t("staff.stores")}</th>
                      <th className="p-2" />
                    </tr>
                  </thead>
                  <tbody>
                    {d.operations.map((op) => (
                      <OperationRow key={op.id} op={op} data={d} canEdit={canEdit} onSaved={refresh} />
                    ))}
                  </tbody>
                </table>
              </div>
              {canEdit && <OperationCreateForm data={d} onCreated={refresh} />}
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
