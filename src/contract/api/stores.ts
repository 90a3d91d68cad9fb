import { storeParams, storeSchema, storesQuery, storesResponse } from "../stores.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/stores.routes.ts`. */
export const storesApi = {
  "stores:list": {
    path: "/api/new/stores/stores/",
    GET: { query: storesQuery, response: { 200: storesResponse } },
  },
  "stores:detail": {
    path: "/api/new/stores/stores/:seo_name/",
    GET: { params: storeParams, response: { 200: storeSchema } },
  },
} as const satisfies ApiRoutes;
