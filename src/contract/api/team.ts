import { idParams } from "../common.js";
import {
  assigneesQuery,
  assigneesResponse,
  staffUser,
  staffUserCreateBody,
  staffUsersResponse,
  staffUserUpdateBody,
  taskCreateBody,
  taskRow,
  tasksQuery,
  tasksResponse,
  taskUpdateBody,
} from "../team.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/team/team.routes.ts`: staff accounts (admin) and staff tasks. */
export const teamApi = {
  // Spec: "GET active users" and "POST save user"; changing roles and rights is the admin's alone.
  "team:users": {
    path: "/api/new/team/users/",
    GET: { response: { 200: staffUsersResponse }, access: "admin", permission: "users" },
    POST: { body: staffUserCreateBody, response: { 201: staffUser }, access: "admin", permission: "users" },
  },
  "team:user": {
    path: "/api/new/team/users/:id/",
    PATCH: {
      params: idParams,
      body: staffUserUpdateBody,
      response: { 200: staffUser },
      access: "admin",
      permission: "users",
    },
  },
  "team:tasks": {
    path: "/api/new/team/tasks/",
    GET: { query: tasksQuery, response: { 200: tasksResponse }, access: "staff", permission: "tasks" },
    POST: { body: taskCreateBody, response: { 201: taskRow }, access: "staff", permission: "tasks" },
  },
  "team:task": {
    path: "/api/new/team/tasks/:id/",
    PATCH: {
      params: idParams,
      body: taskUpdateBody,
      response: { 200: taskRow },
      access: "staff",
      permission: "tasks",
    },
  },
  "team:assignees": {
    path: "/api/new/team/assignees/",
    GET: {
      query: assigneesQuery,
      response: { 200: assigneesResponse },
      access: "staff",
      permission: "tasks",
    },
  },
} as const satisfies ApiRoutes;
