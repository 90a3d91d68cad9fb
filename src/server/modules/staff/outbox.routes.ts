import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { outboxPage } from "./staff.service.js";

export async function outboxRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  route.get("staff:outbox", (req) => outboxPage(root.ctx, req.query));
}
