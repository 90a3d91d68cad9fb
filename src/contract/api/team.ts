import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/team/team.routes.ts`. */
export const teamApi = {} as const satisfies ApiRoutes;
