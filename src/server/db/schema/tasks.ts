import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { createdAt } from "./columns.js";

/**
 * Staff to-dos (spec: tasks admin): tied to an order, a buy-back or a service order when they are
 * about one, assigned to a staff user, with a due date; done when `doneAt` is set.
 */
export const staffTasks = pgTable(
  "staff_tasks",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    note: text("note").notNull().default(""),
    /** order | buyback | service, or null for a task about nothing in particular. */
    entityType: text("entity_type"),
    entityId: integer("entity_id"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: integer("done_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_tasks_open_idx").on(t.doneAt, t.dueAt),
    index("staff_tasks_assignee_idx").on(t.assigneeId, t.doneAt),
    index("staff_tasks_entity_idx").on(t.entityType, t.entityId),
  ],
);
