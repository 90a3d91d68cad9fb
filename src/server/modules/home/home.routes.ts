import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { TtlCache } from "../../platform/ttl-cache.js";
import { homeProducts } from "./home.queries.js";

export async function homeRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  // The home lists are the same for everyone: computed at most once a minute per instance.
  const cache = new TtlCache<Awaited<ReturnType<typeof homeProducts>>>(60_000);
  route.get("content:home", async (_req, reply) => {
    reply.header("cache-control", "public, max-age=60").header("surrogate-key", "home products");
    return cache.get("home", () => homeProducts(root.ctx.db, 12));
  });
}
