import { searchQuery, searchResponse, suggestResponse } from "../search.js";
import type { ApiRoutes } from "./define.js";

/** The routes of `server/modules/…/search.routes.ts`. */
export const searchApi = {
  "search:query": {
    path: "/api/new/search/query/",
    GET: { query: searchQuery, response: { 200: searchResponse } },
  },
  "search:suggest": {
    path: "/api/new/search/suggest/",
    GET: { query: searchQuery, response: { 200: suggestResponse } },
  },
} as const satisfies ApiRoutes;
