import type { ZodType } from "zod";
import {
  installmentListQuery,
  installmentListResponse,
  installmentRow,
  installmentStatusBody,
} from "../order-installments.js";
import {
  addItemBody,
  cancelBody,
  customMailBody,
  idParams,
  invoiceBody,
  orderItemParams,
  orderKeyQuery,
  orderStatusParams,
  pickingBody,
  publicOrderResponse,
  shipFromStoreBody,
  shipFromStoresResponse,
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

/** A staff action on one order: the order's id in the path, the action's body, the order as it is after. */
const orderAction = <B extends ZodType>(body: B) =>
  ({
    params: idParams,
    body,
    response: { 200: staffOrderDetailResponse },
    access: "staff",
    permission: "orders",
  }) as const;

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
    GET: {
      query: staffOrderListQuery,
      response: { 200: staffOrderListResponse },
      access: "staff",
      permission: "orders",
    },
  },
  "orders:staff-detail": {
    path: "/api/new/orders/admin/orders/:id/",
    GET: {
      params: idParams,
      response: { 200: staffOrderDetailResponse },
      access: "staff",
      permission: "orders",
    },
  },
  "orders:staff-status": {
    path: "/api/new/orders/admin/orders/:id/status/",
    POST: orderAction(statusBody),
  },
  "orders:staff-cancel": {
    path: "/api/new/orders/admin/orders/:id/cancel/",
    POST: orderAction(cancelBody),
  },
  "orders:staff-picking": {
    path: "/api/new/orders/admin/orders/:id/picking/",
    POST: {
      params: idParams,
      body: pickingBody,
      response: { 200: ok },
      access: "staff",
      permission: "warehouse",
    },
  },
  "orders:staff-invoice": {
    path: "/api/new/orders/admin/orders/:id/invoice/",
    POST: orderAction(invoiceBody),
  },
  "orders:staff-email": {
    path: "/api/new/orders/admin/orders/:id/email/",
    POST: orderAction(customMailBody),
  },
  "orders:staff-ship-from-store": {
    path: "/api/new/orders/admin/orders/:id/ship-from-store/",
    // The stores that hold every product of the order, to choose from.
    GET: {
      params: idParams,
      response: { 200: shipFromStoresResponse },
      access: "staff",
      permission: "orders",
    },
    POST: orderAction(shipFromStoreBody),
  },
  "orders:staff-items": {
    path: "/api/new/orders/admin/orders/:id/items/",
    POST: orderAction(addItemBody),
  },
  "orders:staff-item": {
    path: "/api/new/orders/admin/orders/:id/items/:item/",
    DELETE: {
      params: orderItemParams,
      response: { 200: staffOrderDetailResponse },
      access: "staff",
      permission: "orders",
    },
  },
  "orders:staff-installments": {
    path: "/api/new/orders/admin/installments/",
    GET: {
      query: installmentListQuery,
      response: { 200: installmentListResponse },
      access: "staff",
      permission: "finance",
    },
  },
  "orders:staff-installment-status": {
    path: "/api/new/orders/admin/installments/:id/status/",
    POST: {
      params: idParams,
      body: installmentStatusBody,
      response: { 200: installmentRow },
      access: "staff",
      permission: "finance",
    },
  },
} as const satisfies ApiRoutes;
