import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { BodyOf } from "../../../contract/api-client.js";
import type { TaskRow } from "../../../contract/team.js";
import { useShop, useT } from "../../shop-context.js";
import { buttonClass, inputClass, secondaryButtonClass, useDate, useDateTime } from "../../ui/staff-kit.js";
import { assigneesQuery } from "./api/team-queries.js";
import { useTeamAction } from "./use-team-action.js";

/** Where a task's record is in the staff area (a buy-back's page is by its public id: none here). */
function entityLink(e: NonNullable<TaskRow["entity"]>): string | null {
  if (e.type === "order") return `/staff/orders/${e.id}/`;
  if (e.type === "service") return `/staff/service/${e.id}/`;
  return null;
}

/** Tasks as cards (a phone shows them as well as a desk): what, about what, who, by when, and the actions the viewer may take. */
export function TaskList({ tasks, empty }: { tasks: TaskRow[]; empty: string }) {
  if (tasks.length === 0) return <p className="text-gray-600">{empty}</p>;
  return (
    <ul className="space-y-2">
      {tasks.map((task) => (
        <TaskCard key={task.id} task={task} />
      ))}
    </ul>
  );
}

function TaskCard({ task }: { task: TaskRow }) {
  const t = useT("team");
  const { api } = useShop();
  const day = useDate();
  const when = useDateTime();
  const save = useTeamAction("team:tasks");
  const [reassigning, setReassigning] = useState(false);
  const change = (body: BodyOf<"team:task", "PATCH">, done?: string) =>
    save.run(() => api.call("team:task", { method: "PATCH", params: { id: task.id }, body }), done);
  const link = task.entity && entityLink(task.entity);
  return (
    <li
      className={`rounded-lg border p-3 ${task.overdue ? "border-red-300 bg-red-50" : "border-gray-200"}`}
      aria-label={task.title}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className={`font-semibold ${task.done_at ? "text-gray-500 line-through" : ""}`}>{task.title}</p>
        {task.overdue && (
          <span className="rounded bg-red-700 px-1.5 text-xs font-semibold text-white">
            {t("tasks.overdue")}
          </span>
        )}
      </div>
      {task.note && <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{task.note}</p>}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {task.entity && (
          <>
            <dt className="text-gray-600">{t(`tasks.entity.${task.entity.type}`)}</dt>
            <dd>
              {link ? (
                <Link to={link} className="text-teal-800 underline">
                  {task.entity.number}
                </Link>
              ) : (
                task.entity.number
              )}
            </dd>
          </>
        )}
        <dt className="text-gray-600">{t("tasks.assignee")}</dt>
        <dd>{task.assignee?.name ?? t("tasks.unassigned")}</dd>
        <dt className="text-gray-600">{t("tasks.due")}</dt>
        <dd>{task.due_on ? day(task.due_on) : t("tasks.noDue")}</dd>
      </dl>
      <p className="mt-1 text-xs text-gray-600">
        {task.done_at
          ? t("tasks.doneBy", { when: when(task.done_at), who: task.done_by ?? "–" })
          : t("tasks.createdBy", { when: when(task.created_at), who: task.created_by ?? "–" })}
      </p>
      {task.can_change && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {task.done_at ? (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={save.busy}
              onClick={() => change({ done: false }, t("tasks.reopenedToast"))}
            >
              {t("tasks.reopen")}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass}
              disabled={save.busy}
              onClick={() => change({ done: true }, t("tasks.doneToast"))}
            >
              {t("tasks.markDone")}
            </button>
          )}
          {!task.done_at &&
            (reassigning ? (
              <Reassign task={task} onDone={() => setReassigning(false)} />
            ) : (
              <button type="button" className={secondaryButtonClass} onClick={() => setReassigning(true)}>
                {t("tasks.reassign")}
              </button>
            ))}
        </div>
      )}
    </li>
  );
}

/** Hands a task to someone who may open its record (or to nobody). */
function Reassign({ task, onDone }: { task: TaskRow; onDone: () => void }) {
  const t = useT("team");
  const { api } = useShop();
  const save = useTeamAction("team:tasks");
  const people = useQuery(assigneesQuery(api, task.entity ? { entity_type: task.entity.type } : {}));
  const [to, setTo] = useState(task.assignee ? String(task.assignee.id) : "");
  async function submit() {
    const ok = await save.run(
      () =>
        api.call("team:task", {
          method: "PATCH",
          params: { id: task.id },
          body: { assignee_id: to ? Number(to) : null },
        }),
      t("tasks.saved"),
    );
    if (ok) onDone();
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <label className="text-sm">
        <span className="sr-only">{t("tasks.assignee")}</span>
        <select className={inputClass} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">{t("tasks.unassigned")}</option>
          {people.data?.results.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={buttonClass} disabled={save.busy} onClick={submit}>
        {t("users.save")}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onDone}>
        {t("users.cancel")}
      </button>
    </span>
  );
}
