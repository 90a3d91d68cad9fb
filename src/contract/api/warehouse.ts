import { idParams } from "../common.js";
import {
  assignCrateBody,
  assignCrateResponse,
  crateListResponse,
  crateRangeBody,
  crateRangeResponse,
  crateRow,
  crateUpdateBody,
  lineBody,
  locationBody,
  locationListQuery,
  locationListResponse,
  locationRow,
  lookupQuery,
  lookupResponse,
  packBody,
  packingDetail,
  packResponse,
  pickingQuery,
  pickingResponse,
  scanBody,
  scanResponse,
} from "../warehouse.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** Every warehouse route: staff holding the warehouse permission only. */
const staff = { access: "staff", permission: "warehouse" } as const;

/** The routes of `server/modules/warehouse/warehouse.routes.ts`. */
export const warehouseApi = {
  "warehouse:locations": {
    path: "/api/new/warehouse/locations/",
    GET: { query: locationListQuery, response: { 200: locationListResponse }, ...staff },
  },
  "warehouse:location": {
    path: "/api/new/warehouse/locations/:id/",
    PUT: { params: idParams, body: locationBody, response: { 200: locationRow }, ...staff },
    DELETE: { params: idParams, response: { 200: locationRow }, ...staff },
  },
  "warehouse:picking": {
    path: "/api/new/warehouse/picking/",
    GET: { query: pickingQuery, response: { 200: pickingResponse }, ...staff },
  },
  "warehouse:scan": {
    path: "/api/new/warehouse/picking/scan/",
    POST: { body: scanBody, response: { 200: scanResponse }, ...staff },
  },
  "warehouse:line": {
    path: "/api/new/warehouse/picking/line/",
    POST: { body: lineBody, response: { 200: z.object({ ok: z.literal(true) }) }, ...staff },
  },
  "warehouse:assign-crate": {
    path: "/api/new/warehouse/picking/assign-crate/",
    POST: { body: assignCrateBody, response: { 200: assignCrateResponse }, ...staff },
  },
  "warehouse:crates": {
    path: "/api/new/warehouse/crates/",
    GET: { response: { 200: crateListResponse }, ...staff },
    POST: { body: crateRangeBody, response: { 201: crateRangeResponse }, ...staff },
  },
  "warehouse:crate": {
    path: "/api/new/warehouse/crates/:id/",
    PATCH: { params: idParams, body: crateUpdateBody, response: { 200: crateRow }, ...staff },
  },
  "warehouse:lookup": {
    path: "/api/new/warehouse/packing/lookup/",
    GET: { query: lookupQuery, response: { 200: lookupResponse }, ...staff },
  },
  "warehouse:packing": {
    path: "/api/new/warehouse/packing/:id/",
    GET: { params: idParams, response: { 200: packingDetail }, ...staff },
    POST: { params: idParams, body: packBody, response: { 200: packResponse }, ...staff },
  },
} as const satisfies ApiRoutes;
