import { shellResponse } from "../shell.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/shell.routes.ts`. */
export const shellApi = {
  "shell:data": { path: "/api/new/shell/", GET: { response: { 200: shellResponse } } },
} as const satisfies ApiRoutes;
