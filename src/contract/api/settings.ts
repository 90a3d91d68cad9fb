import { publicSettingsSchema, settingsAdminResponse, settingsPatchBody } from "../settings.js";
import type { ApiRoutes } from "./define.js";

/** Changing shop-wide parameters is for admins and supervisors (issue 20). */
const supervisor = { access: "supervisor", permission: "supervisor" } as const;

/** The routes of `server/modules/settings/settings.routes.ts`. */
export const settingsApi = {
  /** The public parameters (contact channels, the buy-back bonus): the chat launcher, contact page. */
  "settings:public": {
    path: "/api/new/settings/public/",
    GET: { response: { 200: publicSettingsSchema } },
  },
  "settings:admin": {
    path: "/api/new/settings/admin/",
    GET: { response: { 200: settingsAdminResponse }, ...supervisor },
    PATCH: { body: settingsPatchBody, response: { 200: settingsAdminResponse }, ...supervisor },
  },
} as const satisfies ApiRoutes;
