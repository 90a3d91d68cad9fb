import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  appraisalQuery,
  appraisalResponse,
  bonusesResponse,
  buybackDetail,
  buyoutCentersResponse,
  countriesResponse,
  detailParams,
  detailQuery,
  offerAnswerBody,
  selectorQuery,
  selectorResponse,
  sellBody,
  sellResponse,
  sendEmailBody,
  sendEmailResponse,
} from "../../../contract/buyback.js";
import { isStaff } from "../../platform/access.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { ensureSession } from "../../platform/session.js";
import { registerSelectorRoutes } from "../device-selector/device-selector.routes.js";
import { bonusesOverview } from "./bonus.service.js";
import { appraisalForColor, buybackScope, selectorData } from "./buyback-appraisal.service.js";
import { buildDetail, findVisible, isOwner } from "./buyback-detail.service.js";
import { buyoutCenters, countryOptions } from "./centers.service.js";
import { quoteLocale } from "./locale.js";
import { sendQuote } from "./quote.service.js";
import { sell } from "./sell.service.js";
import { answerOffer } from "./workflow.service.js";

const BASE = "/api/new/buyback";

/** The customer side of buy-back (spec §7 Buy-back). Staff calls: buyback-staff.routes.ts. */
export async function buybackRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  // Both calls send e-mail or store personal data: a few honest retries, not a flood.
  const mailLimiter = new RateLimiter(ctx.rates, "buyback-mail", 5, 15 * 60_000);
  const sellLimiter = new RateLimiter(ctx.rates, "buyback-sell", 10, 60 * 60_000);

  registerSelectorRoutes(root, {
    area: "buyback",
    prefix: BASE,
    scope: (req) => buybackScope(ctx, req.lang),
  });

  app.get(
    `${BASE}/selector/`,
    {
      schema: { querystring: selectorQuery, response: { 200: selectorResponse } },
      config: { name: "buyback:selector" },
    },
    async (req) => selectorData(ctx, req.lang, req.query),
  );

  app.get(
    `${BASE}/appraisal/`,
    {
      schema: { querystring: appraisalQuery, response: { 200: appraisalResponse } },
      config: { name: "buyback:appraisal" },
    },
    async (req) => appraisalForColor(ctx, req.lang, req.query.color, req.query.answers),
  );

  app.post(
    `${BASE}/send-email/`,
    {
      schema: { body: sendEmailBody, response: { 200: sendEmailResponse } },
      config: { name: "buyback:send-email" },
    },
    async (req) => {
      await mailLimiter.hit(`quote:${req.ip}`, "auth.tooManyAttempts");
      return sendQuote(ctx, req.lang, req.t, req.body);
    },
  );

  app.post(
    `${BASE}/sell/`,
    {
      schema: { body: sellBody(ctx.market.code), response: { 201: sellResponse } },
      config: { name: "buyback:sell" },
    },
    async (req, reply) => {
      await sellLimiter.hit(`sell:${req.ip}`, "auth.tooManyAttempts");
      // A visitor without an account keeps access to the status page through this browser session.
      const sessionHash = await ensureSession(ctx.db, req, reply, ctx.config.production);
      const created = await sell(ctx, req.lang, req.t, req.body, {
        userId: req.user?.id ?? null,
        sessionHash,
      });
      return reply.status(201).header("location", created.url).send(created);
    },
  );

  app.get(
    `${BASE}/countries/`,
    { schema: { response: { 200: countriesResponse } }, config: { name: "buyback:countries" } },
    async (req, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return countryOptions(ctx, quoteLocale(req.lang));
    },
  );

  app.get(
    `${BASE}/buyouts/:id/`,
    {
      schema: { params: detailParams, querystring: detailQuery, response: { 200: buybackDetail } },
      config: { name: "buyback:detail" },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    `${BASE}/buyouts/:id/offer/`,
    {
      schema: { params: detailParams, body: offerAnswerBody, response: { 200: buybackDetail } },
      config: { name: "buyback:offer-answer" },
    },
    async (req) => {
      const viewer = { user: req.user, sessionHash: req.sessionIdHash, key: req.body.key };
      await answerOffer(ctx, req.params.id, viewer, req.body.accept);
      const row = await findVisible(ctx, req.params.id, viewer);
      return buildDetail(ctx, req.lang, req.t, row, {
        showBankAccount: false,
        showIdCard: false,
        canAnswerOffer: !isStaff(req.user),
      });
    },
  );

  app.get(
    "/api/new/product/admin-bonuses-for-used-product",
    { schema: { response: { 200: bonusesResponse } }, config: { name: "buyback:bonuses" } },
    async (req) => bonusesOverview(ctx, req.lang),
  );

  app.get(
    "/api/new/stores/stores/service-center/service-buyout-centers/",
    { schema: { response: { 200: buyoutCentersResponse } }, config: { name: "buyback:centers" } },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return buyoutCenters(ctx);
    },
  );
}
