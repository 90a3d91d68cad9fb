import {
  appraisalQuery,
  appraisalResponse,
  bonusesResponse,
  buybackDetail,
  buyoutCentersResponse,
  countriesResponse,
  detailParams,
  detailQuery,
  myBuybacks,
  offerAnswerBody,
  selectorQuery,
  selectorResponse,
  sellBody,
  sellResponse,
  sendEmailBody,
  sendEmailResponse,
} from "../buyback.js";
import { type ApiRoutes, perMarket } from "./define.js";

/** The routes of `server/modules/…/buyback.routes.ts`. */
export const buybackApi = {
  "buyback:selector": {
    path: "/api/new/buyback/selector/",
    GET: { query: selectorQuery, response: { 200: selectorResponse } },
  },
  "buyback:appraisal": {
    path: "/api/new/buyback/appraisal/",
    GET: { query: appraisalQuery, response: { 200: appraisalResponse } },
  },
  "buyback:send-email": {
    path: "/api/new/buyback/send-email/",
    POST: { body: sendEmailBody, response: { 200: sendEmailResponse } },
  },
  "buyback:sell": {
    path: "/api/new/buyback/sell/",
    POST: { body: perMarket((m) => sellBody(m.code)), response: { 201: sellResponse } },
  },
  "buyback:countries": { path: "/api/new/buyback/countries/", GET: { response: { 200: countriesResponse } } },
  "buyback:detail": {
    path: "/api/new/buyback/buyouts/:id/",
    GET: { params: detailParams, query: detailQuery, response: { 200: buybackDetail } },
  },
  "buyback:offer-answer": {
    path: "/api/new/buyback/buyouts/:id/offer/",
    POST: { params: detailParams, body: offerAnswerBody, response: { 200: buybackDetail } },
  },
  "buyback:mine": {
    path: "/api/new/buyback/mine/",
    GET: { response: { 200: myBuybacks }, access: "user" },
  },
  "buyback:bonuses": {
    path: "/api/new/product/admin-bonuses-for-used-product",
    GET: { response: { 200: bonusesResponse } },
  },
  "buyback:centers": {
    path: "/api/new/stores/stores/service-center/service-buyout-centers/",
    GET: { response: { 200: buyoutCentersResponse } },
  },
} as const satisfies ApiRoutes;
