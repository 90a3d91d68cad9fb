import { idParams } from "../common.js";
import {
  watchBody,
  watchCounts,
  watchCountsQuery,
  watchCreated,
  watchList,
  watchTokenBody,
} from "../watches.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

const ok = z.object({ ok: z.literal(true), message: z.string() });

/** The routes of `server/modules/watches/watches.routes.ts` (price and stock watches, issue 16). */
export const watchesApi = {
  "watches:create": {
    path: "/api/new/watches/",
    POST: { body: watchBody, response: { 201: watchCreated } },
  },
  "watches:mine": {
    path: "/api/new/watches/mine/",
    GET: { response: { 200: watchList }, access: "user" },
  },
  "watches:remove": {
    path: "/api/new/watches/mine/:id/",
    DELETE: { params: idParams, response: { 200: ok }, access: "user" },
  },
  "watches:confirm": {
    path: "/api/new/watches/confirm/",
    POST: { body: watchTokenBody, response: { 200: ok } },
  },
  "watches:cancel": {
    path: "/api/new/watches/cancel/",
    POST: { body: watchTokenBody, response: { 200: ok } },
  },
  "watches:staff-counts": {
    path: "/api/new/watches/staff/counts/",
    GET: { query: watchCountsQuery, response: { 200: watchCounts }, access: "staff", permission: "catalog" },
  },
} as const satisfies ApiRoutes;
