import { address, addressBody, addressList, addressUpdateBody } from "../addresses.js";
import { idParams } from "../common.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

const ok = z.object({ ok: z.literal(true), message: z.string() });

/** The routes of `server/modules/addresses/addresses.routes.ts` (the account's addresses, issue 16). */
export const addressesApi = {
  "addresses:list": {
    path: "/api/new/addresses/",
    /** The logged-in customer's addresses, defaults first; a visitor has none (the checkout asks either way). */
    GET: { response: { 200: addressList } },
    POST: { body: addressBody, response: { 201: address }, access: "user" },
  },
  "addresses:one": {
    path: "/api/new/addresses/:id/",
    PUT: { params: idParams, body: addressUpdateBody, response: { 200: address }, access: "user" },
    DELETE: { params: idParams, response: { 200: ok }, access: "user" },
  },
} as const satisfies ApiRoutes;
