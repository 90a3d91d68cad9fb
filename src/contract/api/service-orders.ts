import {
  claimCreateBody,
  claimProductsBody,
  claimProductsResponse,
  createdResponse,
  myServiceOrders,
  orderCreateBody,
  orderStatusResponse,
  priceDecisionBody,
  priceDecisionParams,
  publicIdParams,
} from "../service.js";
import { type ApiRoutes, perMarket } from "./define.js";

/** The routes of `server/modules/…/service-orders.routes.ts`. */
export const serviceOrdersApi = {
  "service:order-create": {
    path: "/api/new/service/orders/",
    POST: {
      body: perMarket((m) => orderCreateBody(m.defaultCountry)),
      response: { 201: createdResponse },
      access: "public",
    },
  },
  "service:order-status": {
    path: "/api/new/service/orders/:public_id/",
    GET: { params: publicIdParams, response: { 200: orderStatusResponse }, access: "public" },
  },
  "service:price-decision": {
    path: "/api/new/service/orders/:public_id/price-changes/:id/",
    POST: {
      params: priceDecisionParams,
      body: priceDecisionBody,
      response: { 200: orderStatusResponse },
      access: "public",
    },
  },
  "service:mine": {
    path: "/api/new/service/mine/",
    GET: { response: { 200: myServiceOrders }, access: "user" },
  },
  "service:claim-products": {
    path: "/api/new/service/claims/products/",
    POST: { body: claimProductsBody, response: { 200: claimProductsResponse }, access: "public" },
  },
  "service:claim-create": {
    path: "/api/new/service/claims/",
    POST: {
      body: perMarket((m) => claimCreateBody(m.defaultCountry)),
      response: { 201: createdResponse },
      access: "public",
    },
  },
} as const satisfies ApiRoutes;
