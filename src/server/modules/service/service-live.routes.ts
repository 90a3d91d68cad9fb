import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { streamStatus } from "../../platform/live-status.js";
import { liveOrder } from "./service-status.service.js";

/**
 * The status page of a repair order or claim, live (issue 16): like the page, public by the
 * unguessable id, a 404 for an unknown one.
 */
export async function serviceLiveRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("service:order-status-events", async (req, reply) => {
    const o = await liveOrder(ctx, req.params.public_id);
    streamStatus(ctx, "service-order", o.id, o.status, req, reply);
  });
}
