import type { ZodType } from "zod";
import {
  noteBody,
  partBody,
  priceChangeBody,
  staffOrderDetail,
  staffOrderParams,
  staffOrdersQuery,
  staffOrdersResponse,
  statusChangeBody,
} from "../service-staff.js";
import type { ApiRoutes } from "./define.js";

/** A staff action on one repair order: the order's id in the path, the action's body, the order as it is after. */
const orderAction = <B extends ZodType>(body: B) =>
  ({
    params: staffOrderParams,
    body,
    response: { 200: staffOrderDetail },
    access: "staff",
    permission: "service",
  }) as const;

/** The routes of `server/modules/…/service-staff.routes.ts`. */
export const serviceStaffApi = {
  "service:staff-orders": {
    path: "/api/new/service/admin/orders/",
    GET: {
      query: staffOrdersQuery,
      response: { 200: staffOrdersResponse },
      access: "staff",
      permission: "service",
    },
  },
  "service:staff-order": {
    path: "/api/new/service/admin/orders/:id/",
    GET: {
      params: staffOrderParams,
      response: { 200: staffOrderDetail },
      access: "staff",
      permission: "service",
    },
  },
  "service:staff-order-status": {
    path: "/api/new/service/admin/orders/:id/status/",
    POST: orderAction(statusChangeBody),
  },
  "service:staff-order-note": {
    path: "/api/new/service/admin/orders/:id/notes/",
    POST: orderAction(noteBody),
  },
  "service:staff-order-part": {
    path: "/api/new/service/admin/orders/:id/parts/",
    POST: orderAction(partBody),
  },
  "service:staff-price-change": {
    path: "/api/new/service/admin/orders/:id/price-changes/",
    POST: orderAction(priceChangeBody),
  },
} as const satisfies ApiRoutes;
