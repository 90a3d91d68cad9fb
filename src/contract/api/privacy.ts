import type { PersonalDataExport } from "../privacy.js";
import { accountDeleteBody } from "../privacy.js";
import { z } from "../z.js";
import { type ApiRoutes, unchecked } from "./define.js";

const ok = z.object({ ok: z.literal(true), message: z.string() });

/** The routes of `server/modules/privacy/privacy.routes.ts` (the account's data export and deletion, issue 16). */
export const privacyApi = {
  "privacy:export": {
    path: "/api/new/accounts/privacy/export/",
    /** A JSON attachment (`moje-data-….json`, `datele-mele-….json`); the typed client reads it as JSON too. */
    GET: { access: "user", answer: unchecked<PersonalDataExport>() },
  },
  "privacy:delete": {
    path: "/api/new/accounts/privacy/delete/",
    POST: { body: accountDeleteBody, response: { 200: ok }, access: "user" },
  },
} as const satisfies ApiRoutes;
