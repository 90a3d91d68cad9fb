import { idParams } from "../common.js";
import { unit, unitInput, unitsResponse } from "../units.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** Units belong with the catalogue's attributes: the catalogue's staff keep them. */
const staff = { access: "staff", permission: "catalog" } as const;

/** The routes of `server/modules/settings/units.routes.ts`. */
export const unitsApi = {
  /** Spec §7 "GET units": every unit, in order. */
  "units:list": {
    path: "/api/new/units/",
    GET: { response: { 200: unitsResponse } },
  },
  "units:admin": {
    path: "/api/new/units/admin/",
    POST: { body: unitInput, response: { 201: unit }, ...staff },
  },
  "units:admin-unit": {
    path: "/api/new/units/admin/:id/",
    PUT: { params: idParams, body: unitInput, response: { 200: unit }, ...staff },
    DELETE: { params: idParams, response: { 200: z.object({ ok: z.literal(true) }) }, ...staff },
  },
} as const satisfies ApiRoutes;
