import {
  favouritesAddBody,
  favouritesResponse,
  lastVisitedBody,
  lastVisitedResponse,
  productIdParams,
  stockListQuery,
  stockListResponse,
} from "../catalog-customer.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/catalog-customer.routes.ts`. */
export const catalogCustomerApi = {
  "catalog:favourites": {
    path: "/api/new/catalog/favourites/",
    GET: { response: { 200: favouritesResponse }, access: "user" },
  },
  "catalog:favourites-add": {
    path: "/api/new/catalog/favourites/",
    POST: { body: favouritesAddBody, response: { 200: favouritesResponse }, access: "user" },
  },
  "catalog:favourites-remove": {
    path: "/api/new/catalog/favourites/:product_id/",
    DELETE: { params: productIdParams, response: { 200: favouritesResponse }, access: "user" },
  },
  "catalog:last-visited": {
    path: "/api/new/catalog/last-visited/",
    GET: { response: { 200: lastVisitedResponse } },
  },
  "catalog:last-visited-add": {
    path: "/api/new/catalog/last-visited/",
    POST: { body: lastVisitedBody, response: { 200: lastVisitedResponse } },
  },
  "catalog:expected": {
    path: "/api/new/catalog/expected/",
    GET: { query: stockListQuery, response: { 200: stockListResponse } },
  },
  "catalog:newly-stocked": {
    path: "/api/new/catalog/newly-stocked/",
    GET: { query: stockListQuery, response: { 200: stockListResponse } },
  },
} as const satisfies ApiRoutes;
