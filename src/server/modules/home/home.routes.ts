import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { homeLists } from "./home.service.js";

export async function homeRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  route.get("content:home", async (_req, reply) => {
    reply.header("cache-control", "public, max-age=60").header("surrogate-key", "home products");
    return homeLists(root.ctx);
  });
}
