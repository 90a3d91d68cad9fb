import { useQuery } from "@tanstack/react-query";
import type { TaskEntityType } from "../../../contract/team.js";
import { useShop, useT } from "../../shop-context.js";
import { QueryState } from "../../ui/staff-kit.js";
import { tasksQuery } from "./api/team-queries.js";
import { TaskForm } from "./task-form.js";
import { TaskList } from "./task-list.js";

/**
 * The tasks of one order, buy-back or service order, and a form to add one, for the record's staff
 * page: `<EntityTasks type="order" number={order.number} />` (the record's number as printed).
 */
export function EntityTasks({ type, number }: { type: TaskEntityType; number: string }) {
  const t = useT("team");
  const { api } = useShop();
  const tasks = useQuery(
    tasksQuery(api, { view: "all", entity_type: type, entity_number: number, page_size: 100 }),
  );
  return (
    <section aria-labelledby={`tasks-of-${type}`} className="space-y-3">
      <h2 id={`tasks-of-${type}`} className="text-lg font-semibold">
        {t("tasks.entityTasks")}
      </h2>
      <QueryState query={tasks}>
        {(data) => <TaskList tasks={data.results} empty={t("tasks.empty.all")} />}
      </QueryState>
      <details className="rounded-lg border border-gray-200">
        <summary className="cursor-pointer px-4 py-2 font-semibold">{t("tasks.new")}</summary>
        <div className="p-2">
          <TaskForm entity={{ type, number }} />
        </div>
      </details>
    </section>
  );
}
