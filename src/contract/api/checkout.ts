import { atcDeliveryQuery, atcDeliveryResponse } from "../atc-delivery.js";
import {
  cardDiscountBody,
  deliveriesResponse,
  deliveryBody,
  deliveryPlacesResponse,
  discountAddBody,
  discountRemoveBody,
  dispensingQuery,
  dispensingResponse,
  finishBody,
  finishResponse,
  liftagoBody,
  liftagoResponse,
  paymentBody,
  paymentsQuery,
  paymentsResponse,
  subPaymentsQuery,
  subPaymentsResponse,
  summaryResponse,
} from "../checkout.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/checkout.routes.ts`. */
export const checkoutApi = {
  "checkout:deliveries": {
    path: "/api/new/checkout/deliveries/",
    GET: { response: { 200: deliveriesResponse } },
  },
  "checkout:all-deliveries": {
    path: "/api/new/checkout/all-deliveries/",
    GET: { response: { 200: deliveriesResponse } },
  },
  "checkout:delivery-places": {
    path: "/api/new/checkout/delivery-places/",
    GET: { response: { 200: deliveryPlacesResponse } },
  },
  "checkout:atc-delivery": {
    path: "/api/new/checkout/atc-delivery/",
    GET: { query: atcDeliveryQuery, response: { 200: atcDeliveryResponse } },
  },
  "checkout:dispensing-places": {
    path: "/api/new/checkout/dispensing-places/",
    GET: { query: dispensingQuery, response: { 200: dispensingResponse } },
  },
  "checkout:liftago-check": {
    path: "/api/new/checkout/liftago-check/",
    POST: { body: liftagoBody, response: { 200: liftagoResponse } },
  },
  "checkout:delivery": {
    path: "/api/new/checkout/delivery/",
    POST: { body: deliveryBody, response: { 200: summaryResponse } },
  },
  "checkout:payments": {
    path: "/api/new/checkout/payments/",
    GET: { query: paymentsQuery, response: { 200: paymentsResponse } },
  },
  "checkout:payment": {
    path: "/api/new/checkout/payment/",
    POST: { body: paymentBody, response: { 200: summaryResponse } },
  },
  "checkout:sub-payments": {
    path: "/api/new/checkout/sub-payments/",
    GET: { query: subPaymentsQuery, response: { 200: subPaymentsResponse } },
  },
  "checkout:discount-add": {
    path: "/api/new/checkout/discount/add/",
    POST: { body: discountAddBody, response: { 200: summaryResponse } },
  },
  "checkout:card-discount": {
    path: "/api/new/checkout/discount/card/",
    POST: { body: cardDiscountBody, response: { 200: summaryResponse } },
  },
  "checkout:discount-remove": {
    path: "/api/new/checkout/discount/remove/",
    POST: { body: discountRemoveBody, response: { 200: summaryResponse } },
  },
  "checkout:summary": { path: "/api/new/checkout/summary/", GET: { response: { 200: summaryResponse } } },
  "checkout:finish": {
    path: "/api/new/checkout/finish/",
    POST: { body: finishBody, response: { 201: finishResponse } },
  },
} as const satisfies ApiRoutes;
