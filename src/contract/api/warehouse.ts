import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/warehouse/warehouse.routes.ts`. */
export const warehouseApi = {} as const satisfies ApiRoutes;
