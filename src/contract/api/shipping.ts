import { idParams } from "../common.js";
import {
  deliveryDetailResponse,
  deliveryListQuery,
  deliveryListResponse,
  handoverCreateBody,
  handoverDetailResponse,
  handoverListQuery,
  handoverListResponse,
  pickupPointsResponse,
  waitingResponse,
} from "../shipping.js";
import { z } from "../z.js";
import { type ApiRoutes, type MethodSpec, unchecked } from "./define.js";

/** Every shipping screen belongs to the warehouse (domain/staff-permissions.ts). */
const warehouse = { access: "staff", permission: "warehouse" } as const satisfies MethodSpec;

/** The routes of `server/modules/shipping/shipping.routes.ts`. */
export const shippingApi = {
  "shipping:waiting": {
    path: "/api/new/shipping/admin/waiting/",
    GET: { response: { 200: waitingResponse }, ...warehouse },
  },
  "shipping:handovers": {
    path: "/api/new/shipping/admin/handovers/",
    GET: { query: handoverListQuery, response: { 200: handoverListResponse }, ...warehouse },
    POST: { body: handoverCreateBody, response: { 201: handoverDetailResponse }, ...warehouse },
  },
  "shipping:handover": {
    path: "/api/new/shipping/admin/handovers/:id/",
    GET: { params: idParams, response: { 200: handoverDetailResponse }, ...warehouse },
  },
  "shipping:handover-pdf": {
    path: "/api/new/shipping/admin/handovers/:id/pdf/",
    GET: { params: idParams, answer: unchecked<string>() /* a file */, ...warehouse },
  },
  "shipping:handover-handed-over": {
    path: "/api/new/shipping/admin/handovers/:id/handed-over/",
    POST: {
      params: idParams,
      body: z.object({}),
      response: { 200: handoverDetailResponse },
      ...warehouse,
    },
  },
  "shipping:deliveries": {
    path: "/api/new/shipping/admin/deliveries/",
    GET: { query: deliveryListQuery, response: { 200: deliveryListResponse }, ...warehouse },
  },
  "shipping:delivery": {
    path: "/api/new/shipping/admin/deliveries/:id/",
    GET: { params: idParams, response: { 200: deliveryDetailResponse }, ...warehouse },
  },
  "shipping:delivery-delivered": {
    path: "/api/new/shipping/admin/deliveries/:id/delivered/",
    POST: { params: idParams, body: z.object({}), response: { 200: deliveryDetailResponse }, ...warehouse },
  },
  "shipping:pickup-points": {
    path: "/api/new/shipping/admin/pickup-points/",
    GET: { response: { 200: pickupPointsResponse }, ...warehouse },
  },
} as const satisfies ApiRoutes;
