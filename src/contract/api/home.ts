import { productCard } from "../product-card.js";
import { z } from "../z.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/home.routes.ts`. */
export const homeApi = {
  "content:home": {
    path: "/api/new/content/home/",
    GET: { response: { 200: z.object({ newest: z.array(productCard), discounted: z.array(productCard) }) } },
  },
} as const satisfies ApiRoutes;
