import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { endSession } from "../../platform/session.js";
import * as privacy from "./privacy.service.js";

/** The account's data export and deletion (issue 16, decision 016). */
export async function privacyRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // The deletion checks a password: as many tries as the login allows.
  const deleteLimiter = new RateLimiter(ctx.rates, "account-delete", 10, 15 * 60_000);

  route.get("privacy:export", async (req, reply) => {
    const data = await privacy.exportPersonalData(ctx, req.user!.id);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="${req.t("account:privacy.exportFile")}-${day}.json"`,
      )
      .header("cache-control", "no-store")
      .send(JSON.stringify(data, null, 2));
  });

  route.post("privacy:delete", async (req, reply) => {
    await deleteLimiter.hit(`user:${req.user!.id}`, "auth.tooManyAttempts");
    await privacy.deleteAccount(ctx, req.user!, req.body.password, req.t);
    // The sessions are gone; the cookie goes too.
    await endSession(ctx.db, req, reply);
    return { ok: true as const, message: req.t("account:privacy.deleted") };
  });
}
