import {
  choicesResponse,
  colorChoicesResponse,
  colorsQuery,
  manufacturersQuery,
  modelsQuery,
  selectionQuery,
  selectorUrlResponse,
} from "../device-selector.js";
import type { ApiRoutes } from "./define.js";

/** The routes the device selector registers for the buy-back and service areas (`registerSelectorRoutes` in `server/modules/device-selector/device-selector.service.ts`). */
export const deviceSelectorApi = {
  "buyback:types": { path: "/api/new/buyback/selector/types/", GET: { response: { 200: choicesResponse } } },
  "service:types": { path: "/api/new/service/selector/types/", GET: { response: { 200: choicesResponse } } },
  "buyback:manufacturers": {
    path: "/api/new/buyback/selector/manufacturers/",
    GET: { query: manufacturersQuery, response: { 200: choicesResponse } },
  },
  "service:manufacturers": {
    path: "/api/new/service/selector/manufacturers/",
    GET: { query: manufacturersQuery, response: { 200: choicesResponse } },
  },
  "buyback:models": {
    path: "/api/new/buyback/selector/models/",
    GET: { query: modelsQuery, response: { 200: choicesResponse } },
  },
  "service:models": {
    path: "/api/new/service/selector/models/",
    GET: { query: modelsQuery, response: { 200: choicesResponse } },
  },
  "buyback:colors": {
    path: "/api/new/buyback/selector/colors/",
    GET: { query: colorsQuery, response: { 200: colorChoicesResponse } },
  },
  "service:colors": {
    path: "/api/new/service/selector/colors/",
    GET: { query: colorsQuery, response: { 200: colorChoicesResponse } },
  },
  "buyback:selector-url": {
    path: "/api/new/buyback/selector/url/",
    GET: { query: selectionQuery, response: { 200: selectorUrlResponse } },
  },
  "service:selector-url": {
    path: "/api/new/service/selector/url/",
    GET: { query: selectionQuery, response: { 200: selectorUrlResponse } },
  },
} as const satisfies ApiRoutes;
