import { bonusesResponse, bonusesSaveBody, detailParams } from "../buyback.js";
import {
  appraisalSaveBody,
  centerParams,
  centerPatch,
  modelParams,
  modelPatch,
  modelsResponse,
  recordsQuery,
  recordsResponse,
  staffAppraisal,
  staffCentersResponse,
  staffDetail,
  statusBody,
} from "../buyback-staff.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/buyback-staff.routes.ts`. */
export const buybackStaffApi = {
  "buyback:staff-records": {
    path: "/api/new/buyback/staff/records/",
    GET: { query: recordsQuery, response: { 200: recordsResponse }, access: "staff", permission: "buyback" },
  },
  "buyback:staff-record": {
    path: "/api/new/buyback/staff/records/:id/",
    GET: { params: detailParams, response: { 200: staffDetail }, access: "staff", permission: "buyback" },
  },
  "buyback:staff-status": {
    path: "/api/new/buyback/staff/records/:id/status/",
    POST: {
      params: detailParams,
      body: statusBody,
      response: { 200: staffDetail },
      access: "staff",
      permission: "buyback",
    },
  },
  "buyback:staff-models": {
    path: "/api/new/buyback/staff/models/",
    GET: { response: { 200: modelsResponse }, access: "staff", permission: "buyback" },
  },
  "buyback:staff-model-save": {
    path: "/api/new/buyback/staff/models/:model/",
    PATCH: {
      params: modelParams,
      body: modelPatch,
      response: { 200: staffAppraisal },
      access: "staff",
      permission: "buyback",
    },
  },
  "buyback:staff-appraisal": {
    path: "/api/new/buyback/staff/models/:model/appraisal/",
    GET: { params: modelParams, response: { 200: staffAppraisal }, access: "staff", permission: "buyback" },
  },
  "buyback:staff-appraisal-save": {
    path: "/api/new/buyback/staff/models/:model/appraisal/",
    POST: {
      params: modelParams,
      body: appraisalSaveBody,
      response: { 201: staffAppraisal },
      access: "staff",
      permission: "buyback",
    },
  },
  "buyback:bonuses-save": {
    path: "/api/new/product/admin-bonuses-for-used-product",
    PUT: {
      body: bonusesSaveBody,
      response: { 200: bonusesResponse },
      access: "staff",
      permission: "buyback",
    },
  },
  "buyback:staff-centers": {
    path: "/api/new/buyback/staff/centers/",
    GET: { response: { 200: staffCentersResponse }, access: "staff", permission: "buyback" },
  },
  "buyback:staff-center-save": {
    path: "/api/new/buyback/staff/centers/:id/",
    PATCH: {
      params: centerParams,
      body: centerPatch,
      response: { 200: z.object({ ok: z.literal(true) }) },
      access: "staff",
      permission: "buyback",
    },
  },
} as const satisfies ApiRoutes;
