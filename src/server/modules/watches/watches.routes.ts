import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import * as watches from "./watches.service.js";

/** Price and stock watches (issue 16): the product page's form, the account's list, the e-mail links, the firing jobs. */
export async function watchesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await ctx.jobs.work<{ productIds: number[] }>(watches.WATCH_CHECK_JOB, async ({ productIds }) => {
    await watches.fireMetWatches(ctx, productIds);
  });
  await ctx.jobs.work(watches.WATCH_SWEEP_JOB, async () => {
    await watches.sweep(ctx);
  });
  // A change no caller reports (an order's stock coming back, a store's stock) fires within a minute.
  await ctx.jobs.schedule(watches.WATCH_SWEEP_JOB, "* * * * *");

  // A form that may send e-mail, as the other public forms: 10 per 15 minutes per address.
  const formLimiter = new RateLimiter(ctx.rates, "watches-form", 10, 15 * 60_000);
  route.post("watches:create", async (req, reply) => {
    await formLimiter.hit(req.ip, "errors.rateLimited");
    const { confirmationNeeded } = await watches.createWatch(ctx, req.user, req.body, req.lang, req.t);
    return reply.status(201).send({
      ok: true as const,
      message: req.t(confirmationNeeded ? "watches:control.createdGuest" : "watches:control.created"),
      confirmation_needed: confirmationNeeded,
    });
  });
  route.get("watches:mine", (req) => watches.myWatches(ctx, req.user!.id));
  route.delete("watches:remove", async (req) => {
    await watches.removeMyWatch(ctx, req.user!.id, req.params.id);
    return { ok: true as const, message: req.t("watches:account.removed") };
  });
  route.get("watches:staff-counts", (req) => watches.waitingCounts(ctx, req.query.master_id));
  route.post("watches:confirm", async (req) => {
    await watches.confirmWatch(ctx, req.body.id, req.body.token);
    return { ok: true as const, message: req.t("watches:pages.confirmed") };
  });
  route.post("watches:cancel", async (req) => {
    await watches.cancelWatch(ctx, req.body.id, req.body.token, req.body.all);
    return {
      ok: true as const,
      message: req.t(req.body.all ? "watches:pages.cancelledAll" : "watches:pages.cancelled"),
    };
  });
}
