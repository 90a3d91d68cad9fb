import type { FastifyInstance } from "fastify";
import { searchResponse, suggestResponse } from "../../../contract/search.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { publicCache } from "../../platform/public-cache.js";
import { sendJson } from "../../platform/send-json.js";
import { catalogCache } from "../catalog/catalog.service.js";
import { search, suggest } from "./search.service.js";

export async function searchRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("search:query", async (req, reply) => {
    publicCache(reply, "catalog search");
    const cache = await catalogCache(ctx).at();
    const q = req.query;
    return sendJson(
      reply,
      await cache.json(
        `search:${req.url}`,
        () => search(ctx, q.q, q.page ?? 1, q.page_size ?? 24, q.type ?? null),
        searchResponse,
      ),
    );
  });

  route.get("search:suggest", async (req, reply) => {
    publicCache(reply, "catalog search");
    const cache = await catalogCache(ctx).at();
    return sendJson(
      reply,
      await cache.json(
        `suggest:${req.url}`,
        () => suggest(ctx, req.query.q, req.query.type ?? null),
        suggestResponse,
      ),
    );
  });
}
