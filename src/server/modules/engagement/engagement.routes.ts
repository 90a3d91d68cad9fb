import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import * as contact from "./contact.service.js";
import * as jobs from "./jobs.service.js";
import * as news from "./subscribers.service.js";

export async function engagementRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // Forms that send e-mail: 5 per 15 minutes per address.
  const formLimiter = new RateLimiter(ctx.rates, "engagement-forms", 5, 15 * 60_000);

  // Spec §7: the subscriber form.
  route.post("engagement:subscribe", async (req, reply) => {
    await formLimiter.hit(`subscribe:${req.ip}`, "errors.rateLimited");
    await news.subscribe(ctx, req.body.email, req.lang, req.t);
    return reply.status(201).send({ ok: true as const, message: req.t("engagement:newsletter.sent") });
  });
  route.post("engagement:subscribe-confirm", async (req) => {
    await news.confirmSubscription(ctx, req.body.token);
    return { ok: true as const, message: req.t("engagement:newsletter.confirmed") };
  });
  route.post("engagement:unsubscribe", async (req) => {
    await news.unsubscribe(ctx, req.body.token);
    return { ok: true as const, message: req.t("engagement:newsletter.unsubscribed") };
  });

  // The account's newsletter box (issue 16): the logged-in customer's own address only.
  route.get("engagement:newsletter-account", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return { state: await news.accountNewsletter(ctx, req.user!) };
  });
  route.put("engagement:newsletter-account", async (req) => {
    // Subscribing an address not verified yet sends mail: as limited as the footer's form.
    if (req.body.subscribed) await formLimiter.hit(`subscribe:${req.ip}`, "errors.rateLimited");
    const state = await news.setAccountNewsletter(ctx, req.user!, req.body.subscribed, req.lang, req.t);
    const message =
      state === "subscribed"
        ? "engagement:newsletter.accountSubscribed"
        : state === "pending"
          ? "engagement:newsletter.sent"
          : "engagement:newsletter.unsubscribed";
    return { state, message: req.t(message) };
  });

  route.post("engagement:contact", async (req, reply) => {
    await formLimiter.hit(`contact:${req.ip}`, "errors.rateLimited");
    await contact.receiveContact(ctx, req.body, req.t);
    return reply.status(201).send({ ok: true as const, message: req.t("engagement:contact.sent") });
  });

  route.get("engagement:jobs", () => jobs.openPositions(ctx));
  route.post("engagement:job-apply", { bodyLimit: 8 * 1024 * 1024 }, async (req, reply) => {
    await formLimiter.hit(`apply:${req.ip}`, "errors.rateLimited");
    await jobs.apply(ctx, req.body, req.t);
    return reply.status(201).send({ ok: true as const, message: req.t("engagement:jobs.sent") });
  });

  // Staff
  route.get("engagement:admin-messages", (req) =>
    contact.listContactMessages(ctx, req.query.page, req.query.page_size),
  );
  route.patch("engagement:admin-message", async (req) => {
    await contact.setHandled(ctx, req.params.id, req.body.handled);
    return { ok: true as const };
  });
  route.get("engagement:admin-applications", (req) =>
    jobs.listApplications(ctx, req.query.page, req.query.page_size),
  );
  // A CV is personal data: supervisors (HR) only.
  route.get("engagement:admin-cv", async (req, reply) => {
    const cv = await jobs.applicationCv(ctx, req.params.id);
    return reply
      .header("content-type", cv.contentType)
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`)
      .header("cache-control", "private, no-store")
      .send(cv.bytes);
  });
  route.get("engagement:admin-subscribers", async () => ({
    confirmed: await news.confirmedSubscriberCount(ctx),
  }));
  route.get("engagement:admin-subscribers-export", async (_req, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", "attachment; filename=subscribers.csv")
      .send(await news.subscribersCsv(ctx)),
  );
}
