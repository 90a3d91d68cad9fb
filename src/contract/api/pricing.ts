import { okResponse } from "../accounts.js";
import { idParams } from "../common.js";
import {
  importPricesBody,
  priceListBody,
  priceListRow,
  priceListsQuery,
  priceListsResponse,
  pricesQuery,
  pricesResponse,
  productActivity,
  setPricesBody,
  setPricesResponse,
} from "../pricing.js";
import type { ApiRoutes } from "./define.js";

const staff = { access: "staff", permission: "catalog" } as const;

/** The routes of `server/modules/pricing/pricing.routes.ts`: price lists, their prices, a model's sales. */
export const pricingApi = {
  "pricing:lists": {
    path: "/api/new/pricing/price-lists/",
    GET: { query: priceListsQuery, response: { 200: priceListsResponse }, ...staff },
    POST: { body: priceListBody, response: { 201: priceListRow }, ...staff },
  },
  "pricing:list": {
    path: "/api/new/pricing/price-lists/:id/",
    GET: { params: idParams, response: { 200: priceListRow }, ...staff },
    PUT: { params: idParams, body: priceListBody, response: { 200: priceListRow }, ...staff },
    DELETE: { params: idParams, response: { 200: okResponse }, ...staff },
  },
  "pricing:prices": {
    path: "/api/new/pricing/price-lists/:id/prices/",
    GET: { params: idParams, query: pricesQuery, response: { 200: pricesResponse }, ...staff },
    PUT: { params: idParams, body: setPricesBody, response: { 200: setPricesResponse }, ...staff },
  },
  "pricing:import": {
    path: "/api/new/pricing/price-lists/:id/import/",
    POST: { params: idParams, body: importPricesBody, response: { 200: setPricesResponse }, ...staff },
  },
  "pricing:product-activity": {
    path: "/api/new/pricing/products/:id/activity/",
    GET: { params: idParams, response: { 200: productActivity }, ...staff },
  },
} as const satisfies ApiRoutes;
