import {
  orderRefQuery,
  paymentIdParams,
  paymentStatusResponse,
  redirectResponse,
  twistoBody,
  twistoResponse,
  walletEchoResponse,
  walletInitResponse,
  walletProcessBody,
  walletProcessResponse,
  walletSessionBody,
  walletSessionResponse,
} from "../payments.js";
import { type ApiRoutes, unchecked } from "./define.js";

/** The routes of `server/modules/…/payments.routes.ts`. */
export const paymentsApi = {
  // Signed by the gateway, not a browser call: the raw text is what is signed.
  "payments:gateway-notify": {
    path: "/api/new/payments/gateway/notify/",
    POST: { answer: unchecked<{ ok: true } | { message: string }>() },
  },
  "payments:status": {
    path: "/api/new/payments/status/",
    GET: { query: orderRefQuery, response: { 200: paymentStatusResponse } },
  },
  "payments:status-by-id": {
    path: "/api/new/payments/status/:id/",
    GET: { params: paymentIdParams, query: orderRefQuery, response: { 200: paymentStatusResponse } },
  },
  "payments:card-pay": {
    path: "/api/new/payments/card-pay/",
    GET: { query: orderRefQuery, response: { 200: redirectResponse } },
  },
  "payments:google-pay-echo": {
    path: "/api/new/payments/google-pay/echo/",
    GET: { response: { 200: walletEchoResponse } },
  },
  "payments:apple-pay-echo": {
    path: "/api/new/payments/apple-pay/echo/",
    GET: { response: { 200: walletEchoResponse } },
  },
  "payments:google-pay-init": {
    path: "/api/new/payments/google-pay/init/",
    POST: { body: orderRefQuery, response: { 200: walletInitResponse } },
  },
  "payments:apple-pay-init": {
    path: "/api/new/payments/apple-pay/init/",
    POST: { body: orderRefQuery, response: { 200: walletInitResponse } },
  },
  "payments:google-pay-session": {
    path: "/api/new/payments/google-pay/session/",
    POST: { body: walletSessionBody, response: { 200: walletSessionResponse } },
  },
  "payments:apple-pay-session": {
    path: "/api/new/payments/apple-pay/session/",
    POST: { body: walletSessionBody, response: { 200: walletSessionResponse } },
  },
  "payments:google-pay-process": {
    path: "/api/new/payments/google-pay/process/",
    POST: { body: walletProcessBody, response: { 200: walletProcessResponse } },
  },
  "payments:apple-pay-process": {
    path: "/api/new/payments/apple-pay/process/",
    POST: { body: walletProcessBody, response: { 200: walletProcessResponse } },
  },
  "payments:twisto": {
    path: "/api/new/payments/twisto/",
    GET: { response: { 200: twistoResponse } },
    POST: { body: twistoBody, response: { 200: twistoResponse } },
  },
} as const satisfies ApiRoutes;
