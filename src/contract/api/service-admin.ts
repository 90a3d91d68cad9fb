import {
  adminOperation,
  adminOperationsQuery,
  adminOperationsResponse,
  operationCreateBody,
  operationParams,
  operationUpdateBody,
} from "../service-admin.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/service-admin.routes.ts`. */
export const serviceAdminApi = {
  "service:admin-operations": {
    path: "/api/new/service/admin/operations/",
    GET: {
      query: adminOperationsQuery,
      response: { 200: adminOperationsResponse },
      access: "staff",
      permission: "service",
    },
  },
  "service:admin-operation-create": {
    path: "/api/new/service/admin/operations/",
    POST: {
      body: operationCreateBody,
      response: { 201: adminOperation },
      access: "supervisor",
      permission: "service",
    },
  },
  "service:admin-operation-update": {
    path: "/api/new/service/admin/operations/:id/",
    PATCH: {
      params: operationParams,
      body: operationUpdateBody,
      response: { 200: adminOperation },
      access: "supervisor",
      permission: "service",
    },
  },
  "service:admin-operation-delete": {
    path: "/api/new/service/admin/operations/:id/",
    DELETE: {
      params: operationParams,
      response: { 200: z.object({ ok: z.literal(true) }) },
      access: "supervisor",
      permission: "service",
    },
  },
} as const satisfies ApiRoutes;
