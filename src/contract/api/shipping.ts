import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/shipping/shipping.routes.ts`. */
export const shippingApi = {} as const satisfies ApiRoutes;
