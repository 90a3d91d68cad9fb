import { okResponse } from "../accounts.js";
import {
  addMasterProductBody,
  excludedParams,
  masterProductParams,
  metaMasterBody,
  metaMasterDetail,
  metaMasterListQuery,
  metaMasterParams,
  metaMasterPatch,
  metaMasterSummary,
  swapBody,
} from "../meta-master.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/meta-master.routes.ts`. */
export const metaMasterApi = {
  "meta-master:list": {
    path: "/api/new/mp-meta-master/admin/meta-masters/",
    GET: {
      query: metaMasterListQuery,
      response: { 200: z.array(metaMasterSummary) },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:exclude": {
    path: "/api/new/mp-meta-master/admin/exclude-meta-master/:excluded_meta_master_id",
    GET: {
      params: excludedParams,
      response: { 200: z.array(metaMasterSummary) },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:get": {
    path: "/api/new/mp-meta-master/admin/get-meta-master/:meta_master_id/",
    GET: {
      params: metaMasterParams,
      response: { 200: metaMasterDetail },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:add": {
    path: "/api/new/mp-meta-master/admin/add-meta-master/",
    POST: {
      body: metaMasterBody,
      response: { 201: metaMasterDetail },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:update": {
    path: "/api/new/mp-meta-master/admin/update-meta-master/:meta_master_id/",
    PATCH: {
      params: metaMasterParams,
      body: metaMasterPatch,
      response: { 200: metaMasterDetail },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:delete": {
    path: "/api/new/mp-meta-master/admin/delete-meta-master/:meta_master_id/",
    DELETE: {
      params: metaMasterParams,
      response: { 200: okResponse },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:add-master-product": {
    path: "/api/new/mp-meta-master/admin/add-master-product/",
    PATCH: {
      body: addMasterProductBody,
      response: { 200: metaMasterDetail },
      access: "staff",
      permission: "catalog",
    },
  },
  "meta-master:swap": {
    path: "/api/new/mp-meta-master/admin/swap-meta-master/:master_product_id/",
    PATCH: {
      params: masterProductParams,
      body: swapBody,
      response: {
        200: z.object({ master_product_id: z.number(), meta_master: metaMasterDetail.nullable() }),
      },
      access: "staff",
      permission: "catalog",
    },
  },
} as const satisfies ApiRoutes;
