import { selectionQuery } from "../device-selector.js";
import {
  operationsQuery,
  operationsResponse,
  serviceProductQuery,
  serviceProductResponse,
  serviceSelectorResponse,
  smartSearchQuery,
  smartSearchResponse,
} from "../service.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/service.routes.ts`. */
export const serviceApi = {
  "service:selector": {
    path: "/api/new/service/selector/",
    GET: { query: selectionQuery, response: { 200: serviceSelectorResponse }, access: "public" },
  },
  "service:operations": {
    path: "/api/new/service/operations/",
    GET: { query: operationsQuery, response: { 200: operationsResponse }, access: "public" },
  },
  "service:smart-search": {
    path: "/api/new/service/smart-search/",
    GET: { query: smartSearchQuery, response: { 200: smartSearchResponse }, access: "public" },
  },
  "service:product": {
    path: "/api/new/service/product/",
    GET: { query: serviceProductQuery, response: { 200: serviceProductResponse }, access: "public" },
  },
} as const satisfies ApiRoutes;
