import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { searchQuery, searchResponse, suggestResponse } from "../../../contract/search.js";
import { publicCache } from "../catalog/public-cache.js";
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
      return search(ctx, req.query.q, req.query.page ?? 1, req.query.page_size ?? 24, req.query.type ?? null);
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
      return suggest(ctx, req.query.q, req.query.type ?? null);
    },
  );
}
