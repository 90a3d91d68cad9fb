import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as settings from "./settings.service.js";

/** Shop-wide parameters (issue 20): the public part for every page, the whole for supervisors. */
export async function settingsRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("settings:public", async (_req, reply) => {
    // Short: a changed phone number or bonus shows within a minute behind a shared cache.
    reply.header("cache-control", "public, max-age=60").header("surrogate-key", "settings");
    return settings.publicSettings(ctx);
  });
  route.get("settings:admin", async () => settings.settingsForStaff(ctx));
  route.patch("settings:admin", async (req) => settings.saveSettings(ctx, req.user!.id, req.body));
}
