import {
  discountInput,
  discountListQuery,
  discountListResponse,
  discountOut,
  generateCodesBody,
  generateCodesResponse,
} from "../discounts.js";
import { idParams } from "../orders.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/discounts.routes.ts`. */
export const discountsApi = {
  "discounts:staff-list": {
    path: "/api/new/discounts/admin/discounts/",
    GET: {
      query: discountListQuery,
      response: { 200: discountListResponse },
      access: "staff",
      permission: "marketing",
    },
    POST: { body: discountInput, response: { 201: discountOut }, access: "staff", permission: "marketing" },
  },
  "discounts:staff-detail": {
    path: "/api/new/discounts/admin/discounts/:id/",
    GET: { params: idParams, response: { 200: discountOut }, access: "staff", permission: "marketing" },
    PUT: {
      params: idParams,
      body: discountInput,
      response: { 200: discountOut },
      access: "staff",
      permission: "marketing",
    },
  },
  "discounts:staff-generate": {
    path: "/api/new/discounts/admin/discounts/:id/generate-codes/",
    POST: {
      params: idParams,
      body: generateCodesBody,
      response: { 200: generateCodesResponse },
      access: "staff",
      permission: "marketing",
    },
  },
} as const satisfies ApiRoutes;
