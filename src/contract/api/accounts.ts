import {
  loginBody,
  meResponse,
  okResponse,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  profileBody,
  registerBody,
  verifyEmailBody,
  verifyEmailResponse,
} from "../accounts.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/accounts.routes.ts`. */
export const accountsApi = {
  "accounts:me": { path: "/api/new/accounts/me/", GET: { response: { 200: meResponse } } },
  "accounts:register": {
    path: "/api/new/accounts/register/",
    POST: { body: registerBody, response: { 201: meResponse } },
  },
  "accounts:login": {
    path: "/api/new/accounts/login/",
    POST: { body: loginBody, response: { 200: meResponse } },
  },
  "accounts:logout": { path: "/api/new/accounts/logout/", POST: { response: { 200: okResponse } } },
  "accounts:password-reset": {
    path: "/api/new/accounts/password-reset/",
    POST: { body: passwordResetBody, response: { 200: okResponse } },
  },
  "accounts:password-reset-confirm": {
    path: "/api/new/accounts/password-reset/confirm/",
    POST: { body: passwordResetConfirmBody, response: { 200: okResponse } },
  },
  "accounts:profile": {
    path: "/api/new/accounts/profile/",
    PATCH: { body: profileBody, response: { 200: meResponse }, access: "user" },
  },
  "accounts:password-change": {
    path: "/api/new/accounts/password-change/",
    POST: { body: passwordChangeBody, response: { 200: okResponse }, access: "user" },
  },
  "accounts:verify-email": {
    path: "/api/new/accounts/verify-email/",
    POST: { body: verifyEmailBody, response: { 200: verifyEmailResponse } },
  },
  "accounts:verify-email-resend": {
    path: "/api/new/accounts/verify-email/resend/",
    POST: { response: { 200: okResponse }, access: "user" },
  },
} as const satisfies ApiRoutes;
