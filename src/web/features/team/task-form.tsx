import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { TaskEntityType } from "../../../contract/team.js";
import { useShop, useT } from "../../shop-context.js";
import { buttonClass, Field, inputClass } from "../../ui/staff-kit.js";
import { assigneesQuery } from "./api/team-queries.js";
import { useTeamAction } from "./use-team-action.js";

const TYPES: TaskEntityType[] = ["order", "buyback", "service"];

/**
 * A new task: its title, a note, the record it is about (chosen here, or fixed by the record's page),
 * who does it (staff who may open that record) and by when.
 */
export function TaskForm({ entity }: { entity?: { type: TaskEntityType; number: string } }) {
  const t = useT("team");
  const { api } = useShop();
  const save = useTeamAction("team:tasks");
  const empty = { title: "", note: "", type: "" as TaskEntityType | "", number: "", assignee: "", due: "" };
  const [v, setV] = useState(empty);
  const type = entity?.type ?? (v.type || undefined);
  const assignees = useQuery(assigneesQuery(api, type ? { entity_type: type } : {}));
  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [name]: e.target.value }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await save.run(
      () =>
        api.post("team:tasks", {
          title: v.title,
          note: v.note,
          entity_type: type ?? null,
          entity_number: entity?.number ?? (type ? v.number : ""),
          assignee_id: v.assignee ? Number(v.assignee) : null,
          due_on: v.due || null,
        }),
      t("tasks.created"),
    );
    if (ok) setV(empty);
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t("tasks.new")}
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2"
    >
      <Field label={t("tasks.taskTitle")} error={save.fieldError("title")}>
        <input className={inputClass} value={v.title} onChange={set("title")} required maxLength={200} />
      </Field>
      <Field label={t("tasks.assignee")} error={save.fieldError("assignee_id")}>
        <select className={inputClass} value={v.assignee} onChange={set("assignee")}>
          <option value="">{t("tasks.unassigned")}</option>
          {assignees.data?.results.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name} ({t(`roles.${u.role}`)})
            </option>
          ))}
        </select>
      </Field>
      {!entity && (
        <>
          <Field label={t("tasks.entityType")} error={save.fieldError("entity_type")}>
            <select className={inputClass} value={v.type} onChange={set("type")}>
              <option value="">{t("tasks.entityNone")}</option>
              {TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`tasks.entity.${x}`)}
                </option>
              ))}
            </select>
          </Field>
          {v.type && (
            <div className="flex flex-col gap-1">
              <Field label={t("tasks.entityNumber")} error={save.fieldError("entity_number")}>
                <input
                  className={inputClass}
                  value={v.number}
                  onChange={set("number")}
                  aria-describedby="task-entity-hint"
                  required
                  maxLength={40}
                />
              </Field>
              <p id="task-entity-hint" className="text-xs text-gray-600">
                {t("tasks.entityNumberHint")}
              </p>
            </div>
          )}
        </>
      )}
      <Field label={t("tasks.due")} error={save.fieldError("due_on")}>
        <input type="date" className={inputClass} value={v.due} onChange={set("due")} />
      </Field>
      <Field label={t("tasks.note")} error={save.fieldError("note")}>
        <textarea className={inputClass} rows={2} value={v.note} onChange={set("note")} maxLength={2000} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={save.busy} aria-busy={save.busy}>
          {t("tasks.create")}
        </button>
      </div>
    </form>
  );
}
