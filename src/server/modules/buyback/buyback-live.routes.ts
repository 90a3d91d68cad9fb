import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { streamStatus } from "../../platform/live-status.js";
import { findVisible } from "./buyback-detail.service.js";

/**
 * The buy-back status page's live updates (issue 16): streamed to whoever may open the page (its
 * owner by account or browser session, the e-mailed key, or staff), the same 404 otherwise.
 */
export async function buybackLiveRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("buyback:status-events", async (req, reply) => {
    const viewer = { user: req.user, sessionHash: req.sessionIdHash, key: req.query.key };
    const row = await findVisible(ctx, req.params.id, viewer);
    streamStatus(ctx, "buyback", row.id, row.status, req, reply);
  });
}
