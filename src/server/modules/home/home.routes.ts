import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { sendJson } from "../../platform/send-json.js";
import { homeLists } from "./home.service.js";

export async function homeRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  route.get("content:home", { config: { pageRead: () => homeLists(root.ctx) } }, async (_req, reply) => {
    reply.header("cache-control", "public, max-age=60").header("surrogate-key", "home products");
    return sendJson(reply, await homeLists(root.ctx));
  });
}
