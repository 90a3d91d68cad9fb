import { idParams } from "../common.js";
import {
  specialDayInput,
  specialDayParams,
  storeAdminDetail,
  storeInput,
  storeParams,
  storeSchema,
  storesAdminList,
  storesQuery,
  storesResponse,
} from "../stores.js";
import type { ApiRoutes } from "./define.js";

/** Stores and showrooms are storefront content: the catalogue's staff keep them (issue 20). */
const staff = { access: "staff", permission: "catalog" } as const;

/** The routes of `server/modules/…/stores.routes.ts`. */
export const storesApi = {
  "stores:list": {
    path: "/api/new/stores/stores/",
    GET: { query: storesQuery, response: { 200: storesResponse } },
  },
  "stores:detail": {
    path: "/api/new/stores/stores/:seo_name/",
    GET: { params: storeParams, response: { 200: storeSchema } },
  },
  "stores:admin-stores": {
    path: "/api/new/stores/admin/stores/",
    GET: { response: { 200: storesAdminList }, ...staff },
    POST: { body: storeInput, response: { 201: storeAdminDetail }, ...staff },
  },
  "stores:admin-store": {
    path: "/api/new/stores/admin/stores/:id/",
    GET: { params: idParams, response: { 200: storeAdminDetail }, ...staff },
    PUT: { params: idParams, body: storeInput, response: { 200: storeAdminDetail }, ...staff },
  },
  /** A day apart from the weekly hours: PUT sets it (closed or other hours), DELETE removes it. */
  "stores:admin-special-day": {
    path: "/api/new/stores/admin/stores/:id/special-days/:day/",
    PUT: { params: specialDayParams, body: specialDayInput, response: { 200: storeAdminDetail }, ...staff },
    DELETE: { params: specialDayParams, response: { 200: storeAdminDetail }, ...staff },
  },
} as const satisfies ApiRoutes;
