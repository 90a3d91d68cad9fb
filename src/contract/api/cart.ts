import {
  addToCartBody,
  addToCartResponse,
  buybackBonusBody,
  cartPackage,
  cartPackagesResponse,
  countResponse,
  installmentBestResponse,
  installmentDataResponse,
  installmentQuery,
  leaseInfoResponse,
  limitedLeaseResponse,
  packageIdParams,
  packageProductPatch,
  packageRefBody,
  prolongWarrantyBody,
  removeFromCartBody,
} from "../cart.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/cart.routes.ts`. */
export const cartApi = {
  "cart:add": {
    path: "/api/new/cart/add/",
    POST: { body: addToCartBody, response: { 200: addToCartResponse } },
  },
  "cart:remove": {
    path: "/api/new/cart/remove/",
    POST: { body: removeFromCartBody, response: { 200: countResponse } },
  },
  "cart:count": { path: "/api/new/cart/count/", GET: { response: { 200: countResponse } } },
  "cart:packages": { path: "/api/new/cart/packages/", GET: { response: { 200: cartPackagesResponse } } },
  "cart:package-product": {
    path: "/api/new/cart/package-product/:id/",
    GET: { params: packageIdParams, response: { 200: cartPackage } },
    PATCH: { params: packageIdParams, body: packageProductPatch, response: { 200: cartPackagesResponse } },
  },
  "cart:prolong-warranty": {
    path: "/api/new/cart/prolong-warranty/",
    POST: { body: prolongWarrantyBody, response: { 200: cartPackagesResponse } },
    DELETE: { query: packageRefBody, response: { 200: cartPackagesResponse } },
  },
  "cart:buyback-bonus": {
    path: "/api/new/cart/buyback-bonus/",
    POST: { body: buybackBonusBody, response: { 200: cartPackagesResponse } },
    DELETE: { query: packageRefBody, response: { 200: cartPackagesResponse } },
  },
  "cart:installment": {
    path: "/api/new/cart/installment/",
    GET: { query: installmentQuery, response: { 200: installmentDataResponse } },
  },
  "cart:installment-best": {
    path: "/api/new/cart/installment-best/",
    GET: { query: installmentQuery, response: { 200: installmentBestResponse } },
  },
  "cart:lease-info": {
    path: "/api/new/special-offers/product/lease-info/:master_product_id/",
    GET: {
      params: z.object({ master_product_id: z.coerce.number().int().positive() }),
      response: { 200: leaseInfoResponse },
    },
  },
  "cart:limited-lease": {
    path: "/api/new/leases/time-limited-offer/limited-offers-lease/:component_pk/",
    GET: {
      params: z.object({ component_pk: z.coerce.number().int().positive() }),
      response: { 200: limitedLeaseResponse },
    },
  },
} as const satisfies ApiRoutes;
