import type { FastifyInstance } from "fastify";
import { localeTag } from "../../../domain/market.js";
import { isStaff } from "../../platform/access.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { ensureSession } from "../../platform/session.js";
import { registerSelectorRoutes } from "../device-selector/device-selector.service.js";
import { bonusesOverview } from "./bonus.service.js";
import { myBuybacks } from "./buyback-account.service.js";
import { appraisalForColor, buybackScope, selectorData } from "./buyback-appraisal.service.js";
import { buildDetail, findVisible, isOwner } from "./buyback-detail.service.js";
import { buyoutCenters, countryOptions } from "./centers.service.js";
import { sendQuote } from "./quote.service.js";
import { sell } from "./sell.service.js";
import { answerOffer } from "./workflow.service.js";

const BASE = "/api/new/buyback";

/** The customer side of buy-back (spec §7 Buy-back). Staff calls: buyback-staff.routes.ts. */
export async function buybackRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // Both calls send e-mail or store personal data: a few honest retries, not a flood.
  const mailLimiter = new RateLimiter(ctx.rates, "buyback-mail", 5, 15 * 60_000);
  const sellLimiter = new RateLimiter(ctx.rates, "buyback-sell", 10, 60 * 60_000);

  registerSelectorRoutes(root, {
    area: "buyback",
    prefix: BASE,
    scope: (req) => buybackScope(ctx, req.lang),
  });

  route.get("buyback:selector", async (req) => selectorData(ctx, req.lang, req.query));

  route.get("buyback:appraisal", async (req) =>
    appraisalForColor(ctx, req.lang, req.query.color, req.query.answers),
  );

  route.post("buyback:send-email", async (req) => {
    await mailLimiter.hit(`quote:${req.ip}`, "auth.tooManyAttempts");
    return sendQuote(ctx, req.lang, req.t, req.body);
  });

  route.post("buyback:sell", async (req, reply) => {
    await sellLimiter.hit(`sell:${req.ip}`, "auth.tooManyAttempts");
    // A visitor without an account keeps access to the status page through this browser session.
    const sessionHash = await ensureSession(ctx.db, req, reply, ctx.config.production);
    const created = await sell(ctx, req.lang, req.t, req.body, {
      userId: req.user?.id ?? null,
      sessionHash,
    });
    return reply.status(201).header("location", created.url).send(created);
  });

  route.get("buyback:countries", async (req, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    return countryOptions(ctx, localeTag(req.lang));
  });

  route.get("buyback:detail", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const viewer = { user: req.user, sessionHash: req.sessionIdHash, key: req.query.key };
    const row = await findVisible(ctx, req.params.id, viewer);
    // The owner's own view and the staff review mode both mask personal numbers; the staff
    // detail call shows more to those allowed.
    return buildDetail(ctx, req.lang, req.t, row, {
      showBankAccount: false,
      showIdCard: false,
      canAnswerOffer: isOwner(row, viewer),
    });
  });

  route.post("buyback:offer-answer", async (req) => {
    const viewer = { user: req.user, sessionHash: req.sessionIdHash, key: req.body.key };
    await answerOffer(ctx, req.params.id, viewer, req.body.accept);
    const row = await findVisible(ctx, req.params.id, viewer);
    return buildDetail(ctx, req.lang, req.t, row, {
      showBankAccount: false,
      showIdCard: false,
      canAnswerOffer: !isStaff(req.user),
    });
  });

  // The account's list (issue 16): only the logged-in customer's own buy-backs.
  route.get("buyback:mine", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return myBuybacks(ctx, req.lang, req.user!.id);
  });

  route.get("buyback:bonuses", async (req) => bonusesOverview(ctx, req.lang));

  route.get("buyback:centers", async (_req, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return buyoutCenters(ctx);
  });
}
