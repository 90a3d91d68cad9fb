import type { ProductFeed } from "../../domain/market.js";
import { feedStatus } from "../feeds.js";
import { z } from "../z.js";
import { type ApiRoutes, perMarket } from "./define.js";

/** The routes of `server/modules/…/feeds.routes.ts`. */
export const feedsApi = {
  "feeds:admin-list": {
    path: "/api/new/feeds/admin/feeds/",
    GET: { response: { 200: z.array(feedStatus) }, access: "staff", permission: "catalog" },
  },
  "feeds:admin-generate": {
    path: "/api/new/feeds/admin/feeds/:name/generate/",
    POST: {
      params: perMarket((m) => z.object({ name: z.enum(m.productFeeds as [ProductFeed, ...ProductFeed[]]) })),
      response: { 200: feedStatus },
      access: "staff",
      permission: "catalog",
    },
  },
} as const satisfies ApiRoutes;
