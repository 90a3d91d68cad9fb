import { detailParams, detailQuery } from "../buyback.js";
import { orderKeyQuery, orderStatusParams } from "../orders.js";
import { publicIdParams } from "../service.js";
import { type ApiRoutes, unchecked } from "./define.js";

/**
 * The live status streams of the customer's status pages (spec §7 streaming; issue 16): each streams
 * one record's `LiveStatusEvent`s (contract/live-status.ts) to whoever may open its status page, by
 * the same key or id the page uses (a 404 otherwise). Registered by the orders, buy-back and
 * service modules, and the account lists' stream by the accounts module.
 */
const stream = unchecked<string>(); // a server-sent event stream

export const liveStatusApi = {
  "orders:status-events": {
    path: "/api/new/orders/status/:number/events/",
    GET: { params: orderStatusParams, query: orderKeyQuery, answer: stream },
  },
  "buyback:status-events": {
    path: "/api/new/buyback/buyouts/:id/events/",
    GET: { params: detailParams, query: detailQuery, answer: stream },
  },
  /** The account lists' stream: every order, buy-back and repair of the logged-in customer. */
  "accounts:status-events": {
    path: "/api/new/accounts/status-events/",
    GET: { answer: stream, access: "user" },
  },
  "service:order-status-events": {
    path: "/api/new/service/orders/:public_id/events/",
    GET: { params: publicIdParams, answer: stream, access: "public" },
  },
} as const satisfies ApiRoutes;
