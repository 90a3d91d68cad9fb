import {
  myOrderDetail,
  myOrderParams,
  myOrdersQuery,
  myOrdersResponse,
  myProductsResponse,
} from "../account-orders.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/orders/account-orders.routes.ts` (the account's orders, issue 16). */
export const accountOrdersApi = {
  "orders:mine": {
    path: "/api/new/orders/mine/",
    GET: { query: myOrdersQuery, response: { 200: myOrdersResponse }, access: "user" },
  },
  "orders:mine-detail": {
    path: "/api/new/orders/mine/:number/",
    GET: { params: myOrderParams, response: { 200: myOrderDetail }, access: "user" },
  },
  "orders:mine-products": {
    path: "/api/new/orders/mine-products/",
    GET: { response: { 200: myProductsResponse }, access: "user" },
  },
} as const satisfies ApiRoutes;
