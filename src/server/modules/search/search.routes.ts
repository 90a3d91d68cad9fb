import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { searchQuery, searchResponse, suggestResponse } from "../../../contract/search.js";
import { publicCache } from "../../platform/public-cache.js";
import { sendJson } from "../../platform/send-json.js";
import { catalogCache } from "../catalog/catalog.service.js";
import { search, suggest } from "./search.service.js";

export async function searchRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;

  app.get(
    "/api/new/search/query/",
    {
      schema: { querystring: searchQuery, response: { 200: searchResponse } },
      config: { name: "search:query" },
    },
    async (req, reply) => {
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
    },
  );

  app.get(
    "/api/new/search/suggest/",
    {
      schema: { querystring: searchQuery, response: { 200: suggestResponse } },
      config: { name: "search:suggest" },
    },
    async (req, reply) => {
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
    },
  );
}
