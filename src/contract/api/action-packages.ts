import {
  actionPackageInput,
  actionPackageListQuery,
  actionPackageListResponse,
  actionPackageOut,
  addPackageBody,
  addPackageResponse,
  cartPackageParams,
  patchPackageBody,
  productOffersParams,
  productOffersResponse,
  productPickQuery,
  productPickResponse,
} from "../action-packages.js";
import { cartPackagesResponse } from "../cart.js";
import { idParams } from "../common.js";
import type { ApiRoutes } from "./define.js";

const marketing = { access: "staff", permission: "marketing" } as const;

/** The routes of `server/modules/action-packages/action-packages.routes.ts` (issue 20). */
export const actionPackagesApi = {
  "action-packages:staff-list": {
    path: "/api/new/action-packages/admin/packages/",
    GET: { query: actionPackageListQuery, response: { 200: actionPackageListResponse }, ...marketing },
    POST: { body: actionPackageInput, response: { 201: actionPackageOut }, ...marketing },
  },
  "action-packages:staff-detail": {
    path: "/api/new/action-packages/admin/packages/:id/",
    GET: { params: idParams, response: { 200: actionPackageOut }, ...marketing },
    PUT: { params: idParams, body: actionPackageInput, response: { 200: actionPackageOut }, ...marketing },
  },
  "action-packages:staff-products": {
    path: "/api/new/action-packages/admin/products/",
    GET: { query: productPickQuery, response: { 200: productPickResponse }, ...marketing },
  },
  "action-packages:product-offers": {
    path: "/api/new/action-packages/product/:product_id/",
    GET: { params: productOffersParams, response: { 200: productOffersResponse } },
  },
  "action-packages:cart-add": {
    path: "/api/new/cart/action-packages/",
    POST: { body: addPackageBody, response: { 200: addPackageResponse } },
  },
  "action-packages:cart-item": {
    path: "/api/new/cart/action-packages/:id/",
    PATCH: { params: cartPackageParams, body: patchPackageBody, response: { 200: cartPackagesResponse } },
    DELETE: { params: cartPackageParams, response: { 200: cartPackagesResponse } },
  },
} as const satisfies ApiRoutes;
