import { and, asc, desc, eq, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TaskEntityType } from "../../../contract/team.js";
import type { DbOrTx } from "../../db/client.js";
import { buybacks, orders, serviceOrders, staffTasks, users } from "../../db/schema.js";

export type TaskRecord = typeof staffTasks.$inferSelect;
export type NewTask = typeof staffTasks.$inferInsert;

export interface TaskFilter {
  view: "mine" | "open" | "overdue" | "done" | "all";
  userId: number;
  /** Midnight (UTC) of the shop's today: a task due before it is overdue. */
  today: Date;
  entityType?: TaskEntityType;
  entityId?: number;
  /** One task (to answer a save with the row as the lists show it). */
  id?: number;
}

function where(f: TaskFilter): SQL | undefined {
  const open = isNull(staffTasks.doneAt);
  const view = {
    mine: and(open, eq(staffTasks.assigneeId, f.userId)),
    open,
    overdue: and(open, lt(staffTasks.dueAt, f.today)),
    done: isNotNull(staffTasks.doneAt),
    all: undefined,
  }[f.view];
  return and(
    view,
    f.entityType ? eq(staffTasks.entityType, f.entityType) : undefined,
    f.entityId ? eq(staffTasks.entityId, f.entityId) : undefined,
    f.id ? eq(staffTasks.id, f.id) : undefined,
  );
}

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");
const finisher = alias(users, "finisher");

/**
 * A page of tasks with the names of the people involved (decrypted as read) and the number of the
 * record each is about: one statement, joined, whatever the page size.
 */
export async function selectTasks(db: DbOrTx, f: TaskFilter, page: { limit: number; offset: number }) {
  // Open lists by due day (the open index: done_at, due_at), done ones newest first, a record's
  // tasks open first.
  const byDue = [sql`${staffTasks.dueAt} asc nulls last`, asc(staffTasks.id)];
  const order =
    f.view === "done"
      ? [desc(staffTasks.doneAt), desc(staffTasks.id)]
      : f.view === "all"
        ? [sql`${staffTasks.doneAt} is not null`, ...byDue]
        : byDue;
  return db
    .select({
      task: staffTasks,
      assignee: { first: assignee.firstName, last: assignee.lastName, email: assignee.email },
      creator: { first: creator.firstName, last: creator.lastName, email: creator.email },
      finisher: { first: finisher.firstName, last: finisher.lastName, email: finisher.email },
      orderNumber: orders.number,
      buybackNumber: buybacks.number,
      serviceNumber: serviceOrders.number,
    })
    .from(staffTasks)
    .leftJoin(assignee, eq(assignee.id, staffTasks.assigneeId))
    .leftJoin(creator, eq(creator.id, staffTasks.createdBy))
    .leftJoin(finisher, eq(finisher.id, staffTasks.doneBy))
    .leftJoin(orders, and(eq(staffTasks.entityType, "order"), eq(orders.id, staffTasks.entityId)))
    .leftJoin(buybacks, and(eq(staffTasks.entityType, "buyback"), eq(buybacks.id, staffTasks.entityId)))
    .leftJoin(
      serviceOrders,
      and(eq(staffTasks.entityType, "service"), eq(serviceOrders.id, staffTasks.entityId)),
    )
    .where(where(f))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}
export type TaskListRow = Awaited<ReturnType<typeof selectTasks>>[number];

export async function countTasks(db: DbOrTx, f: TaskFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffTasks).where(where(f));
  return row?.n ?? 0;
}

export async function selectTaskForUpdate(tx: DbOrTx, id: number): Promise<TaskRecord | undefined> {
  const [row] = await tx.select().from(staffTasks).where(eq(staffTasks.id, id)).for("update");
  return row;
}

export async function insertTask(tx: DbOrTx, task: NewTask): Promise<number> {
  const [row] = await tx.insert(staffTasks).values(task).returning({ id: staffTasks.id });
  return row!.id;
}

export async function updateTask(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<TaskRecord, "title" | "note" | "assigneeId" | "dueAt" | "doneAt" | "doneBy">>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await tx.update(staffTasks).set(set).where(eq(staffTasks.id, id));
}

/**
 * The record a task is about, found by its id or its number as printed ("VK12", case as typed or
 * upper). Read-only ids and numbers of the orders, buy-backs and service orders tables: a task
 * only points at them.
 */
export async function selectEntity(
  db: DbOrTx,
  type: TaskEntityType,
  by: { id?: number; number?: string },
): Promise<{ id: number; number: string } | undefined> {
  const table = { order: orders, buyback: buybacks, service: serviceOrders }[type];
  const match =
    by.id !== undefined
      ? eq(table.id, by.id)
      : sql`${table.number} in (${by.number ?? ""}, ${(by.number ?? "").toUpperCase()})`;
  const [row] = await db.select({ id: table.id, number: table.number }).from(table).where(match).limit(1);
  return row;
}
