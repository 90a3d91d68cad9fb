import type { Permission } from "../domain/staff-permissions.js";
import { passwordProblems } from "../domain/validators/password.js";
import { email } from "./accounts.js";
import { id, paging } from "./common.js";
import { z } from "./z.js";

// Staff accounts (spec: "active users", "save user"; issue 17)

/** The roles an admin gives on the staff users page: staff roles only, never customer or shop. */
export const staffRole = z.enum(["warehouse", "catalog", "staff", "admin"]);
/** The rights an admin grants one by one (GRANTABLE in domain/staff-permissions.ts, tested equal). */
export const grant = z.enum(["supervisor", "buyback:bank-details"]);

const name = z.string().trim().min(1).max(100);
const grants = z
  .array(grant)
  .max(2)
  .transform((g) => [...new Set(g)]);

export const staffUser = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRole,
  grants: z.array(grant),
  /** What the account may do: its role's permissions and its grants. */
  permissions: z.array(z.string()),
  last_login_at: z.string().nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffUser = z.output<typeof staffUser>;
export const staffUsersResponse = z.object({ results: z.array(staffUser) });

/**
 * A new staff account. With a password the admin hands it over; without one the account gets a
 * set-password link by e-mail (the password-reset mail; docs/staff-permissions.md).
 */
export const staffUserCreateBody = z.object({
  email,
  first_name: name,
  last_name: name,
  role: staffRole,
  grants: grants.optional().default([]),
  password: z
    .string()
    .max(200)
    .optional()
    .default("")
    .superRefine((value, ctx) => {
      const problem = value ? passwordProblems(value)[0] : undefined;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

/** An edit: any of name, role, grants, and disabling or enabling the account. */
export const staffUserUpdateBody = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  role: staffRole.optional(),
  grants: grants.optional(),
  disabled: z.boolean().optional(),
});

// Staff tasks (spec: tasks admin)

export const taskEntityType = z.enum(["order", "buyback", "service"]);
export type TaskEntityType = z.output<typeof taskEntityType>;

/** Who may be given a task about each kind of record: staff who can open that record. */
export const TASK_ENTITY_PERMISSION: Record<TaskEntityType, Permission> = {
  order: "orders",
  buyback: "buyback",
  service: "service",
};

export const taskView = z.enum(["mine", "open", "overdue", "done", "all"]);

/** A list, or every task of one record (its type and its number, as its staff page shows it). */
export const tasksQuery = z.object({
  view: taskView.default("open"),
  entity_type: taskEntityType.optional(),
  entity_number: z.string().trim().max(40).optional(),
  ...paging,
});

/** A calendar day as the date input gives it (2026-11-30), a real one. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, "validation.date");

export const taskRow = z.object({
  id: z.number(),
  title: z.string(),
  note: z.string(),
  /** The record the task is about, with its number as staff know it. */
  entity: z.object({ type: taskEntityType, id: z.number(), number: z.string() }).nullable(),
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The due day (a calendar date, YYYY-MM-DD). */
  due_on: z.string().nullable(),
  overdue: z.boolean(),
  done_at: z.string().nullable(),
  done_by: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** Whether the viewer may change it (reassign, edit, mark done or reopen). */
  can_change: z.boolean(),
});
export type TaskRow = z.output<typeof taskRow>;
export const tasksResponse = z.object({ count: z.number(), results: z.array(taskRow) });

/** The record a task is about: its number as printed (or, for a buy-back or a service order, its id). */
const entityRef = {
  entity_type: taskEntityType.nullable().optional(),
  entity_number: z.string().trim().max(40).optional().default(""),
  entity_id: id.nullable().optional(),
};

export const taskCreateBody = z.object({
  title: z.string().trim().min(1).max(200),
  note: z.string().trim().max(2000).optional().default(""),
  ...entityRef,
  assignee_id: id.nullable().optional(),
  due_on: day.nullable().optional(),
});

export const taskUpdateBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  note: z.string().trim().max(2000).optional(),
  assignee_id: id.nullable().optional(),
  due_on: day.nullable().optional(),
  done: z.boolean().optional(),
});

export const assigneesQuery = z.object({ entity_type: taskEntityType.optional() });
export const assigneesResponse = z.object({
  results: z.array(z.object({ id: z.number(), name: z.string(), role: staffRole })),
});
