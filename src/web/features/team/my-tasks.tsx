import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useShop, useT } from "../../shop-context.js";
import { QueryState } from "../../ui/staff-kit.js";
import { tasksQuery } from "./api/team-queries.js";
import { TaskList } from "./task-list.js";

/** The staff dashboard's part: the viewer's open tasks, the overdue ones first and apart. */
export function MyTasks() {
  const t = useT("team");
  const { api } = useShop();
  const mine = useQuery(tasksQuery(api, { view: "mine", page_size: 50 }));
  return (
    <section aria-labelledby="my-tasks" className="rounded-lg border border-gray-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-tasks" className="font-semibold">
          {t("tasks.dashboardTitle")}
        </h2>
        <Link to="/staff/team/tasks/" className="text-sm text-teal-800 underline">
          {t("tasks.dashboardAll")}
        </Link>
      </div>
      <QueryState query={mine}>
        {(data) => {
          const overdue = data.results.filter((x) => x.overdue);
          const open = data.results.filter((x) => !x.overdue);
          if (data.results.length === 0)
            return <p className="mt-2 text-sm text-gray-600">{t("tasks.dashboardEmpty")}</p>;
          return (
            <div className="mt-2 space-y-3">
              {overdue.length > 0 && (
                <div>
                  <h3 className="mb-1 text-sm font-semibold text-red-800">{t("tasks.dashboardOverdue")}</h3>
                  <TaskList tasks={overdue} empty="" />
                </div>
              )}
              {open.length > 0 && (
                <div>
                  <h3 className="mb-1 text-sm font-semibold">{t("tasks.dashboardOpen")}</h3>
                  <TaskList tasks={open} empty="" />
                </div>
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
