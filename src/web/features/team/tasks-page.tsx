import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useShop, useT } from "../../shop-context.js";
import { PageTitle, QueryState } from "../../ui/staff-kit.js";
import { Pager } from "../../ui/staff-list.js";
import { tasksQuery } from "./api/team-queries.js";
import { TaskForm } from "./task-form.js";
import { TaskList } from "./task-list.js";

const VIEWS = ["mine", "open", "overdue", "done"] as const;
type View = (typeof VIEWS)[number];
const PAGE = 30;

/** Spec "tasks admin": my tasks, all open, overdue, done; a new task; done, reopen, hand over. */
export function TasksPage() {
  const t = useT("team");
  const { api } = useShop();
  const [view, setView] = useState<View>("mine");
  const [page, setPage] = useState(1);
  const tasks = useQuery(tasksQuery(api, { view, page, page_size: PAGE }));
  return (
    <div className="max-w-4xl space-y-4">
      <PageTitle>{t("tasks.title")}</PageTitle>
      <details className="rounded-lg border border-gray-200">
        <summary className="cursor-pointer px-4 py-2 font-semibold">{t("tasks.new")}</summary>
        <div className="p-2">
          <TaskForm />
        </div>
      </details>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("tasks.viewsLabel")}</legend>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            className={`rounded-full border px-3 py-1 text-sm ${view === v ? "border-teal-700 bg-teal-700 text-white" : "border-gray-300 bg-white"}`}
            onClick={() => {
              setView(v);
              setPage(1);
            }}
          >
            {t(`tasks.views.${v}`)}
          </button>
        ))}
      </fieldset>
      <p className="text-xs text-gray-600">{t("tasks.rule")}</p>
      <QueryState query={tasks}>
        {(data) => (
          <>
            <TaskList tasks={data.results} empty={t(`tasks.empty.${view}`)} />
            <Pager
              page={page}
              pages={Math.max(1, Math.ceil(data.count / PAGE))}
              count={data.count}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
