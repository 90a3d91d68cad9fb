import { useQuery } from "@tanstack/react-query";
import { useOutletContext } from "react-router";
import type { Me } from "../../../../contract/accounts.js";
import { useShop, useT } from "../../../shop-context.js";
import { ListTable, useStaffList } from "../../../ui/staff-list.js";
import { jobApplicationsQuery, subscribersQuery } from "../api/engagement-staff-queries.js";

/** Applications for staff; the CV (personal data) downloads only for supervisors. */
export function JobApplicationsPage() {
  const user = useOutletContext<NonNullable<Me["user"]>>();
  const t = useT("engagement");
  const { api } = useShop();
  const canDownload = user.role === "admin" || user.permissions.includes("supervisor");
  const list = useStaffList({}, 50);
  const applications = useQuery(jobApplicationsQuery(api, list.query));
  const subscribers = useQuery(subscribersQuery(api));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("staff.applications")}</h1>
      <div>
        <ListTable
          query={applications}
          list={list}
          empty="—"
          columns={["#", t("jobs.position"), t("jobs.name"), t("jobs.email"), t("jobs.phone"), "CV"]}
        >
          {(a) => (
            <tr key={a.id}>
              <td className="px-3 py-2">{a.id}</td>
              <td className="px-3 py-2">{a.position}</td>
              <td className="px-3 py-2">{a.name}</td>
              <td className="px-3 py-2">{a.email}</td>
              <td className="px-3 py-2">{a.phone}</td>
              <td className="px-3 py-2">
                {canDownload ? (
                  <a className="text-teal-800 underline" href={api.url("engagement:admin-cv", { id: a.id })}>
                    {t("staff.download")}
                  </a>
                ) : (
                  a.cv_file_name
                )}
              </td>
            </tr>
          )}
        </ListTable>
      </div>
      <section className="rounded-lg border border-gray-200 p-4">
        <h2 className="font-semibold">{t("staff.subscribers")}</h2>
        <p className="mt-1 text-sm">
          {subscribers.data
            ? t("staff.confirmedCount", { count: subscribers.data.confirmed })
            : t("common:common.loading")}
        </p>
        {canDownload && (
          <a
            className="mt-2 inline-block text-sm text-teal-800 underline"
            href={api.url("engagement:admin-subscribers-export")}
          >
            {t("staff.export")}
          </a>
        )}
      </section>
    </div>
  );
}
