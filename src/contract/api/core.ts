import { purgeBody, purgeResponse } from "../cache-purge.js";
import { z } from "../z.js";
import { type ApiRoutes, unchecked } from "./define.js";

/** The routes of `server/modules/…/core.routes.ts`. */
export const coreApi = {
  "core:routes": {
    path: "/api/new/core/routes/",
    GET: {
      query: z.object({ v: z.string().max(40).optional() }),
      response: { 200: z.record(z.string(), z.string()) },
    },
  },
  "core:health": {
    path: "/healthz",
    GET: { response: { 200: z.object({ status: z.literal("ok"), database: z.string() }) } },
  },
  "core:ping": { path: "/api/new/core/ping/", GET: { answer: unchecked<{ ok: boolean }>() } },
  "core:ping-db": { path: "/api/new/core/ping-db/", GET: { answer: unchecked<{ ok: boolean }>() } },
  "core:purge": {
    path: "/api/new/core/fastly/purge",
    POST: { body: purgeBody, response: { 200: purgeResponse }, access: "staff", permission: "catalog" },
  },
  "core:staff-events": {
    path: "/api/new/core/staff-events/",
    GET: { access: "staff", answer: unchecked<string>() /* a server-sent event stream */ },
  },
} as const satisfies ApiRoutes;
