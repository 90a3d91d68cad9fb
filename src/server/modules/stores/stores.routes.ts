import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { storeParams, storeSchema, storesQuery, storesResponse } from "../../../contract/stores.js";
import * as storesService from "./stores.service.js";

export async function storesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  // "Open now" changes by the minute: a short shared cache only.
  const cache = "public, max-age=60";

  app.get(
    "/api/new/stores/stores/",
    {
      schema: { querystring: storesQuery, response: { 200: storesResponse } },
      config: { name: "stores:list" },
    },
    async (req, reply) => {
      reply.header("cache-control", cache).header("surrogate-key", "stores");
      return storesService.listStores(ctx, req.query.kind);
    },
  );

  app.get(
    "/api/new/stores/stores/:seo_name/",
    { schema: { params: storeParams, response: { 200: storeSchema } }, config: { name: "stores:detail" } },
    async (req, reply) => {
      reply.header("cache-control", cache).header("surrogate-key", "stores");
      return storesService.storeDetail(ctx, req.params.seo_name);
    },
  );
}
