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

/** The routes of `server/modules/…/service-staff.routes.ts`. */
export const serviceStaffApi = {
  "service:staff-orders": {
    path: "/api/new/service/admin/orders/",
    GET: { query: staffOrdersQuery, response: { 200: staffOrdersResponse }, access: "staff" },
  },
  "service:staff-order": {
    path: "/api/new/service/admin/orders/:id/",
    GET: { params: staffOrderParams, response: { 200: staffOrderDetail }, access: "staff" },
  },
  "service:staff-order-status": {
    path: "/api/new/service/admin/orders/:id/status/",
    POST: {
      params: staffOrderParams,
      body: statusChangeBody,
      response: { 200: staffOrderDetail },
      access: "staff",
    },
  },
  "service:staff-order-note": {
    path: "/api/new/service/admin/orders/:id/notes/",
    POST: { params: staffOrderParams, body: noteBody, response: { 200: staffOrderDetail }, access: "staff" },
  },
  "service:staff-order-part": {
    path: "/api/new/service/admin/orders/:id/parts/",
    POST: { params: staffOrderParams, body: partBody, response: { 200: staffOrderDetail }, access: "staff" },
  },
  "service:staff-price-change": {
    path: "/api/new/service/admin/orders/:id/price-changes/",
    POST: {
      params: staffOrderParams,
      body: priceChangeBody,
      response: { 200: staffOrderDetail },
      access: "staff",
    },
  },
} as const satisfies ApiRoutes;
