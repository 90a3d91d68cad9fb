import { useQuery } from "@tanstack/react-query";
import { useOutletContext } from "react-router";
import type { Me } from "../../../../contract/accounts.js";
import { useShop, useT } from "../../../shop-context.js";

interface Page {
  count: number;
  results: {
    id: number;
    position: string;
    name: string;
    email: string;
    phone: string;
    message: string | null;
    cv_file_name: string;
    created_at: string;
  }[];
}

/** Applications for staff; the CV (personal data) downloads only for supervisors. */
export function JobApplicationsPage() {
  const user = useOutletContext<NonNullable<Me["user"]>>();
  const t = useT("engagement");
  const { api } = useShop();
  const canDownload = user.role === "admin" || user.permissions.includes("supervisor");
  const query = useQuery({
    queryKey: ["engagement:admin-applications"],
    queryFn: () => api.get<Page>("engagement:admin-applications", { page: 1, page_size: 50 }),
  });
  const subscribers = useQuery({
    queryKey: ["engagement:admin-subscribers"],
    queryFn: () => api.get<{ confirmed: number }>("engagement:admin-subscribers"),
  });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("staff.applications")}</h1>
      {query.isPending ? (
        <p>{t("common:common.loading")}</p>
      ) : query.isError ? (
        <p role="alert">{t("common:common.error")}</p>
      ) : query.data.results.length === 0 ? (
        <p className="text-gray-600">—</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th className="py-2 pr-3">#</th>
                <th className="py-2 pr-3">{t("jobs.position")}</th>
                <th className="py-2 pr-3">{t("jobs.name")}</th>
                <th className="py-2 pr-3">{t("jobs.email")}</th>
                <th className="py-2 pr-3">{t("jobs.phone")}</th>
                <th className="py-2 pr-3">CV</th>
              </tr>
            </thead>
            <tbody>
              {query.data.results.map((a) => (
                <tr key={a.id} className="border-b border-gray-100">
                  <td className="py-2 pr-3">{a.id}</td>
                  <td className="py-2 pr-3">{a.position}</td>
                  <td className="py-2 pr-3">{a.name}</td>
                  <td className="py-2 pr-3">{a.email}</td>
                  <td className="py-2 pr-3">{a.phone}</td>
                  <td className="py-2 pr-3">
                    {canDownload ? (
                      <a
                        className="text-teal-800 underline"
                        href={api.url("engagement:admin-cv", { id: a.id })}
                      >
                        {t("staff.download")}
                      </a>
                    ) : (
                      a.cv_file_name
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
