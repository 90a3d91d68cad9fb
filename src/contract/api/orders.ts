import {
  installmentListQuery,
  installmentListResponse,
  installmentRow,
  installmentStatusBody,
} from "../order-installments.js";
import {
  cancelBody,
  idParams,
  invoiceBody,
  orderKeyQuery,
  orderStatusParams,
  pickingBody,
  publicOrderResponse,
  staffOrderDetailResponse,
  staffOrderListQuery,
  staffOrderListResponse,
  statusBody,
  withdrawalBody,
  withdrawalResponse,
} from "../orders.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

const ok = z.object({ ok: z.literal(true) });

/** The routes of `server/modules/…/orders.routes.ts`. */
export const ordersApi = {
  "orders:status": {
    path: "/api/new/orders/status/:number/",
    GET: { params: orderStatusParams, query: orderKeyQuery, response: { 200: publicOrderResponse } },
  },
  "orders:withdrawal": {
    path: "/api/new/orders/withdrawal/",
    POST: { body: withdrawalBody, response: { 201: withdrawalResponse } },
  },
  "orders:staff-list": {
    path: "/api/new/orders/admin/orders/",
    GET: { query: staffOrderListQuery, response: { 200: staffOrderListResponse }, access: "staff" },
  },
  "orders:staff-detail": {
    path: "/api/new/orders/admin/orders/:id/",
    GET: { params: idParams, response: { 200: staffOrderDetailResponse }, access: "staff" },
  },
  "orders:staff-status": {
    path: "/api/new/orders/admin/orders/:id/status/",
    POST: {
      params: idParams,
      body: statusBody,
      response: { 200: staffOrderDetailResponse },
      access: "staff",
    },
  },
  "orders:staff-cancel": {
    path: "/api/new/orders/admin/orders/:id/cancel/",
    POST: {
      params: idParams,
      body: cancelBody,
      response: { 200: staffOrderDetailResponse },
      access: "staff",
    },
  },
  "orders:staff-picking": {
    path: "/api/new/orders/admin/orders/:id/picking/",
    POST: { params: idParams, body: pickingBody, response: { 200: ok }, access: "staff" },
  },
  "orders:staff-invoice": {
    path: "/api/new/orders/admin/orders/:id/invoice/",
    POST: {
      params: idParams,
      body: invoiceBody,
      response: { 200: staffOrderDetailResponse },
      access: "staff",
    },
  },
  "orders:staff-installments": {
    path: "/api/new/orders/admin/installments/",
    GET: { query: installmentListQuery, response: { 200: installmentListResponse }, access: "staff" },
  },
  "orders:staff-installment-status": {
    path: "/api/new/orders/admin/installments/:id/status/",
    POST: {
      params: idParams,
      body: installmentStatusBody,
      response: { 200: installmentRow },
      access: "staff",
    },
  },
} as const satisfies ApiRoutes;
