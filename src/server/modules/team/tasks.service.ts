import type { z } from "zod";
import {
  TASK_ENTITY_PERMISSION,
  type TaskEntityType,
  type TaskRow,
  type taskCreateBody,
  type tasksQuery,
  type taskUpdateBody,
} from "../../../contract/team.js";
import { zonedIsoDate } from "../../../domain/display-dates.js";
import { effectivePermissions, isStaffRole, type Permission } from "../../../domain/staff-permissions.js";
import type { DbOrTx } from "../../db/client.js";
import { hasPermission } from "../../platform/access.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { forbidden, notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import {
  countTasks,
  insertTask,
  selectEntity,
  selectTaskForUpdate,
  selectTasks,
  type TaskFilter,
  type TaskListRow,
  updateTask,
} from "./tasks.queries.js";
import { selectEnabledStaff, selectStaffUsers } from "./users.queries.js";

/**
 * Who may change a task (reassign, edit, mark done or reopen): an admin or a supervisor any task;
 * anyone else a task assigned to them or to nobody. Anyone with `tasks` may create one and give it
 * to any eligible colleague.
 */
export function mayChangeTask(viewer: SessionUser, assigneeId: number | null): boolean {
  return hasPermission(viewer, "supervisor") || assigneeId === null || assigneeId === viewer.id;
}

/** Midnight UTC of the shop's today; a due day is stored as its own midnight UTC (a calendar date). */
const todayOf = (ctx: AppContext, now = new Date()) =>
  new Date(`${zonedIsoDate(now, ctx.market.timeZone)}T00:00:00Z`);
const dueAt = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

const personName = (p: { first: string | null; last: string | null; email: string } | null) =>
  p && ([p.first, p.last].filter(Boolean).join(" ") || p.email);

function toTaskRow(r: TaskListRow, viewer: SessionUser, today: Date): TaskRow {
  const t = r.task;
  const number = { order: r.orderNumber, buyback: r.buybackNumber, service: r.serviceNumber }[
    t.entityType as TaskEntityType
  ];
  const assignee = personName(r.assignee);
  return {
    id: t.id,
    title: t.title,
    note: t.note,
    entity:
      t.entityType && t.entityId !== null && number
        ? { type: t.entityType as TaskEntityType, id: t.entityId, number }
        : null,
    assignee: t.assigneeId !== null && assignee ? { id: t.assigneeId, name: assignee } : null,
    due_on: t.dueAt?.toISOString().slice(0, 10) ?? null,
    overdue: t.doneAt === null && t.dueAt !== null && t.dueAt < today,
    done_at: t.doneAt?.toISOString() ?? null,
    done_by: personName(r.finisher),
    created_at: t.createdAt.toISOString(),
    created_by: personName(r.creator),
    can_change: mayChangeTask(viewer, t.assigneeId),
  };
}

/** The lists: mine (open, assigned to me), all open, overdue, done; or every task of one record. */
export async function listTasks(ctx: AppContext, viewer: SessionUser, q: z.output<typeof tasksQuery>) {
  const today = todayOf(ctx);
  let entityId: number | undefined;
  if (q.entity_type && q.entity_number) {
    const entity = await findEntity(ctx.db, q.entity_type, q.entity_number);
    if (!entity) return { count: 0, results: [] };
    entityId = entity.id;
  }
  const filter: TaskFilter = { view: q.view, userId: viewer.id, today, entityType: q.entity_type, entityId };
  const page = { limit: q.page_size, offset: (q.page - 1) * q.page_size };
  const [rows, count] = await Promise.all([selectTasks(ctx.db, filter, page), countTasks(ctx.db, filter)]);
  return { count, results: rows.map((r) => toTaskRow(r, viewer, today)) };
}

/** A record by its number as printed; buy-backs and service orders by their id too (an order by its number only). */
async function findEntity(db: DbOrTx, type: TaskEntityType, ref: string) {
  return (
    (await selectEntity(db, type, { number: ref })) ??
    (type !== "order" && /^\d{1,9}$/.test(ref)
      ? await selectEntity(db, type, { id: Number(ref) })
      : undefined)
  );
}

async function taskRow(ctx: AppContext, viewer: SessionUser, id: number): Promise<TaskRow> {
  const today = todayOf(ctx);
  const [row] = await selectTasks(
    ctx.db,
    { view: "all", userId: viewer.id, today, id },
    { limit: 1, offset: 0 },
  );
  if (!row) throw notFound("team:tasks.notFound");
  return toTaskRow(row, viewer, today);
}

/** The permission a task's assignee needs: `tasks`, and the record's area when it is about one. */
const neededFor = (type: TaskEntityType | null): Permission[] =>
  type ? ["tasks", TASK_ENTITY_PERMISSION[type]] : ["tasks"];

/** Enabled staff who may be given a task about this kind of record (the form's choices). */
export async function assignees(ctx: AppContext, type: TaskEntityType | undefined) {
  const needed = neededFor(type ?? null);
  const rows = await selectStaffUsers(ctx.db, { enabledOnly: true });
  return rows
    .filter((u) => {
      const perms = effectivePermissions(u.role, u.permissions);
      return u.role === "admin" || needed.every((p) => perms.includes(p));
    })
    .map((u) => ({
      id: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email,
      role: u.role as "warehouse" | "catalog" | "staff" | "admin",
    }));
}

async function checkAssignee(db: DbOrTx, id: number, type: TaskEntityType | null): Promise<void> {
  const u = await selectEnabledStaff(db, id);
  const perms = u && isStaffRole(u.role) ? effectivePermissions(u.role, u.permissions) : [];
  const ok = u && (u.role === "admin" || neededFor(type).every((p) => perms.includes(p)));
  if (!ok) throw new ValidationError({ assignee_id: ["team:tasks.assigneeInvalid"] });
}

/** The record a new task is about, checked to exist (by the id a record's page gives, or its number). */
async function resolveEntity(
  ctx: AppContext,
  body: z.output<typeof taskCreateBody>,
): Promise<{ type: TaskEntityType; id: number } | null> {
  const type = body.entity_type ?? null;
  const hasRef = body.entity_id != null || body.entity_number !== "";
  if (!type) {
    if (hasRef) throw new ValidationError({ entity_type: ["validation.required"] });
    return null;
  }
  if (!hasRef) throw new ValidationError({ entity_number: ["validation.required"] });
  const found =
    body.entity_id != null
      ? await selectEntity(ctx.db, type, { id: body.entity_id })
      : await findEntity(ctx.db, type, body.entity_number);
  if (!found)
    throw new ValidationError({
      [body.entity_id != null ? "entity_id" : "entity_number"]: [`team:tasks.notFound_${type}`],
    });
  return { type, id: found.id };
}

export async function createTask(
  ctx: AppContext,
  actor: SessionUser,
  body: z.output<typeof taskCreateBody>,
): Promise<TaskRow> {
  const entity = await resolveEntity(ctx, body);
  if (body.assignee_id) await checkAssignee(ctx.db, body.assignee_id, entity?.type ?? null);
  const id = await ctx.db.transaction(async (tx) => {
    const id = await insertTask(tx, {
      title: body.title,
      note: body.note,
      entityType: entity?.type ?? null,
      entityId: entity?.id ?? null,
      assigneeId: body.assignee_id ?? null,
      dueAt: dueAt(body.due_on),
      createdBy: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "team.task-create",
      entity: "task",
      entityId: id,
      detail: { entity: entity ?? null, assignee: body.assignee_id ?? null, due: body.due_on ?? null },
    });
    return id;
  });
  // The staff dashboards read their tasks again (an assignee sees a new task without reloading).
  await ctx.events.publish("staff", { type: "task.created", id });
  return taskRow(ctx, actor, id);
}

/** An edit, a reassignment, done or reopened: only by whom `mayChangeTask` allows. */
export async function changeTask(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: z.output<typeof taskUpdateBody>,
): Promise<TaskRow> {
  await ctx.db.transaction(async (tx) => {
    const task = await selectTaskForUpdate(tx, id);
    if (!task) throw notFound("team:tasks.notFound");
    if (!mayChangeTask(actor, task.assigneeId)) throw forbidden("team:tasks.notYours");
    const reassign = body.assignee_id !== undefined && body.assignee_id !== task.assigneeId;
    if (reassign && body.assignee_id)
      await checkAssignee(tx, body.assignee_id, task.entityType as TaskEntityType | null);
    const done =
      body.done === undefined ? undefined : body.done !== (task.doneAt !== null) ? body.done : undefined;
    await updateTask(tx, id, {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.note !== undefined ? { note: body.note } : {}),
      ...(reassign ? { assigneeId: body.assignee_id ?? null } : {}),
      ...(body.due_on !== undefined ? { dueAt: dueAt(body.due_on) } : {}),
      ...(done === true ? { doneAt: new Date(), doneBy: actor.id } : {}),
      ...(done === false ? { doneAt: null, doneBy: null } : {}),
    });
    const action =
      done === true ? "team.task-done" : done === false ? "team.task-reopen" : "team.task-update";
    await audit(tx, {
      actorId: actor.id,
      action,
      entity: "task",
      entityId: id,
      detail: reassign ? { assignee: [task.assigneeId, body.assignee_id ?? null] } : {},
    });
  });
  await ctx.events.publish("staff", { type: "task.changed", id });
  return taskRow(ctx, actor, id);
}
