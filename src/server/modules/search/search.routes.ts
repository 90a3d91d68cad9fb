import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { publicCache } from "../../platform/public-cache.js";
import { sendJson } from "../../platform/send-json.js";
import { searchJson, suggestJson } from "./search.service.js";

export async function searchRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("search:query", async (req, reply) => {
    publicCache(reply, "catalog search");
    return sendJson(reply, await searchJson(ctx, req.url, req.query));
  });

  route.get("search:suggest", async (req, reply) => {
    publicCache(reply, "catalog search");
    return sendJson(reply, await suggestJson(ctx, req.url, req.query));
  });
}
