import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../contract/common.js";
import {
  adminListQuery,
  contactBody,
  contactMessageItem,
  jobApplicationBody,
  jobApplicationItem,
  jobPosition,
  subscribeBody,
  tokenBody,
} from "../../../contract/engagement.js";
import { z } from "../../../contract/z.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import * as contact from "./contact.service.js";
import * as jobs from "./jobs.service.js";
import * as news from "./subscribers.service.js";

const ok = z.object({ ok: z.literal(true), message: z.string() });
const page = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), results: z.array(item) });

export async function engagementRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  // Forms that send e-mail: 5 per 15 minutes per address.
  const formLimiter = new RateLimiter(ctx.rates, "engagement-forms", 5, 15 * 60_000);

  // Spec §7: the subscriber form.
  app.post(
    "/api/new/news/subscriber/add-subscriber/",
    { schema: { body: subscribeBody, response: { 201: ok } }, config: { name: "engagement:subscribe" } },
    async (req, reply) => {
      await formLimiter.hit(`subscribe:${req.ip}`, "errors.rateLimited");
      await news.subscribe(ctx, req.body.email, req.lang, req.t);
      return reply.status(201).send({ ok: true as const, message: req.t("engagement:newsletter.sent") });
    },
  );
  app.post(
    "/api/new/news/subscriber/confirm/",
    { schema: { body: tokenBody, response: { 200: ok } }, config: { name: "engagement:subscribe-confirm" } },
    async (req) => {
      await news.confirmSubscription(ctx, req.body.token);
      return { ok: true as const, message: req.t("engagement:newsletter.confirmed") };
    },
  );
  app.post(
    "/api/new/news/subscriber/unsubscribe/",
    { schema: { body: tokenBody, response: { 200: ok } }, config: { name: "engagement:unsubscribe" } },
    async (req) => {
      await news.unsubscribe(ctx, req.body.token);
      return { ok: true as const, message: req.t("engagement:newsletter.unsubscribed") };
    },
  );

  app.post(
    "/api/new/engagement/contact/",
    { schema: { body: contactBody, response: { 201: ok } }, config: { name: "engagement:contact" } },
    async (req, reply) => {
      await formLimiter.hit(`contact:${req.ip}`, "errors.rateLimited");
      await contact.receiveContact(ctx, req.body, req.t);
      return reply.status(201).send({ ok: true as const, message: req.t("engagement:contact.sent") });
    },
  );

  app.get(
    "/api/new/engagement/jobs/",
    { schema: { response: { 200: z.array(jobPosition) } }, config: { name: "engagement:jobs" } },
    () => jobs.openPositions(ctx),
  );
  app.post(
    "/api/new/engagement/jobs/apply/",
    {
      schema: { body: jobApplicationBody, response: { 201: ok } },
      config: { name: "engagement:job-apply" },
      bodyLimit: 8 * 1024 * 1024,
    },
    async (req, reply) => {
      await formLimiter.hit(`apply:${req.ip}`, "errors.rateLimited");
      await jobs.apply(ctx, req.body, req.t);
      return reply.status(201).send({ ok: true as const, message: req.t("engagement:jobs.sent") });
    },
  );

  // Staff
  app.get(
    "/api/new/engagement/admin/contact-messages/",
    {
      schema: { querystring: adminListQuery, response: { 200: page(contactMessageItem) } },
      config: { name: "engagement:admin-messages", access: "staff" },
    },
    (req) => contact.listContactMessages(ctx, req.query.page, req.query.page_size),
  );
  app.patch(
    "/api/new/engagement/admin/contact-messages/:id/",
    {
      schema: {
        params: idParams,
        body: z.object({ handled: z.boolean() }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { name: "engagement:admin-message", access: "staff" },
    },
    async (req) => {
      await contact.setHandled(ctx, req.params.id, req.body.handled);
      return { ok: true as const };
    },
  );
  app.get(
    "/api/new/engagement/admin/job-applications/",
    {
      schema: { querystring: adminListQuery, response: { 200: page(jobApplicationItem) } },
      config: { name: "engagement:admin-applications", access: "staff" },
    },
    (req) => jobs.listApplications(ctx, req.query.page, req.query.page_size),
  );
  // A CV is personal data: supervisors (HR) only.
  app.get(
    "/api/new/engagement/admin/job-applications/:id/cv/",
    { schema: { params: idParams }, config: { name: "engagement:admin-cv", access: "supervisor" } },
    async (req, reply) => {
      const cv = await jobs.applicationCv(ctx, req.params.id);
      return reply
        .header("content-type", cv.contentType)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`)
        .header("cache-control", "private, no-store")
        .send(cv.bytes);
    },
  );
  app.get(
    "/api/new/engagement/admin/subscribers/",
    {
      schema: { response: { 200: z.object({ confirmed: z.number() }) } },
      config: { name: "engagement:admin-subscribers", access: "staff" },
    },
    async () => ({ confirmed: await news.confirmedSubscriberCount(ctx) }),
  );
  app.get(
    "/api/new/engagement/admin/subscribers/export/",
    { config: { name: "engagement:admin-subscribers-export", access: "supervisor" } },
    async (_req, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", "attachment; filename=subscribers.csv")
        .send(await news.subscribersCsv(ctx)),
  );
}
