import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as storesService from "./stores.service.js";

export async function storesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // "Open now" changes by the minute: a short shared cache only.
  const cache = "public, max-age=60";

  route.get("stores:list", async (req, reply) => {
    reply.header("cache-control", cache).header("surrogate-key", "stores");
    return storesService.listStores(ctx, req.query.kind);
  });

  route.get("stores:detail", async (req, reply) => {
    reply.header("cache-control", cache).header("surrogate-key", "stores");
    return storesService.storeDetail(ctx, req.params.seo_name);
  });
}
