import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as content from "./content.service.js";
import * as admin from "./content-admin.service.js";
import { CONTENT_CHANGED, contentCache } from "./content-cache.js";
import * as landings from "./landing-admin.service.js";
import * as leases from "./lease-offers-admin.service.js";

/** Articles, FAQ and landing pages (issue 20): public reads, and staff editing under `marketing`. */
export async function contentRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // A change on another instance empties this one's cache too.
  const unsubscribe = ctx.events.subscribe(CONTENT_CHANGED, () => contentCache(ctx.db).clear());
  root.addHook("onClose", async () => unsubscribe());
  const ok = (message: string) => ({ ok: true as const, message });

  // Pages are rendered per request (their HTML is `private, no-cache`); the answers themselves
  // are the same for everyone, for a minute at most (a scheduled page must appear on time).
  const shared = "public, max-age=60";

  route.get("content:articles", async (req, reply) => {
    reply.header("cache-control", shared).header("surrogate-key", "content");
    return content.articlesOverview(ctx, req.query);
  });
  route.get(
    "content:article",
    { config: { pageRead: async (_req, query: { slug: string }) => content.article(ctx, query.slug) } },
    async (req, reply) => {
      reply.header("cache-control", shared).header("surrogate-key", "content");
      return content.article(ctx, req.query.slug);
    },
  );
  route.get("content:faq", async (_req, reply) => {
    reply.header("cache-control", shared).header("surrogate-key", "content");
    return content.faq(ctx);
  });
  route.get(
    "content:landing",
    { config: { pageRead: async (_req, query: { slug: string }) => content.landing(ctx, query.slug) } },
    async (req, reply) => {
      reply.header("cache-control", shared).header("surrogate-key", "content");
      return content.landing(ctx, req.query.slug);
    },
  );

  // Staff: articles and categories
  route.get("content:admin-articles", (req) => admin.listArticles(ctx, req.query));
  route.post("content:admin-articles", async (req, reply) =>
    reply.status(201).send(await admin.createArticle(ctx, req.user!, req.body)),
  );
  route.get("content:admin-article", (req) => admin.getArticle(ctx, req.params.id));
  route.put("content:admin-article", (req) => admin.updateArticle(ctx, req.user!, req.params.id, req.body));
  route.delete("content:admin-article", async (req) => {
    await admin.deleteArticle(ctx, req.user!, req.params.id);
    return ok(req.t("content:staff.deleted"));
  });
  route.get("content:admin-article-categories", (req) => admin.listCategories(ctx, req.query.language));
  route.post("content:admin-article-categories", async (req, reply) =>
    reply.status(201).send(await admin.createCategory(ctx, req.user!, req.body)),
  );

  // Staff: FAQ
  route.get("content:admin-faq", (req) => admin.adminFaq(ctx, req.query.language));
  route.post("content:admin-faq-groups", async (req, reply) => {
    await admin.createFaqGroup(ctx, req.user!, req.body);
    return reply.status(201).send(ok(req.t("content:staff.saved")));
  });
  route.put("content:admin-faq-group", async (req) => {
    await admin.updateFaqGroup(ctx, req.user!, req.params.id, req.body);
    return ok(req.t("content:staff.saved"));
  });
  route.delete("content:admin-faq-group", async (req) => {
    await admin.deleteFaqGroup(ctx, req.user!, req.params.id);
    return ok(req.t("content:staff.deleted"));
  });
  route.post("content:admin-faq-items", async (req, reply) => {
    await admin.createFaqItem(ctx, req.user!, req.body);
    return reply.status(201).send(ok(req.t("content:staff.saved")));
  });
  route.put("content:admin-faq-item", async (req) => {
    await admin.updateFaqItem(ctx, req.user!, req.params.id, req.body);
    return ok(req.t("content:staff.saved"));
  });
  route.delete("content:admin-faq-item", async (req) => {
    await admin.deleteFaqItem(ctx, req.user!, req.params.id);
    return ok(req.t("content:staff.deleted"));
  });

  // Staff: landing pages, components and their params
  route.get("content:admin-landings", (req) => landings.listLandings(ctx, req.query.language));
  route.post("content:admin-landings", async (req, reply) =>
    reply.status(201).send(await landings.createLanding(ctx, req.user!, req.body)),
  );
  route.get("content:admin-landing", (req) => landings.landingDetail(ctx, req.params.id));
  route.put("content:admin-landing", (req) =>
    landings.updateLanding(ctx, req.user!, req.params.id, req.body),
  );
  route.delete("content:admin-landing", async (req) => {
    await landings.deleteLanding(ctx, req.user!, req.params.id);
    return ok(req.t("content:staff.deleted"));
  });
  route.get("content:admin-landing-preview", (req) => landings.previewLanding(ctx, req.params.id));
  route.post("content:admin-landing-components", async (req, reply) =>
    reply.status(201).send(await landings.addComponent(ctx, req.user!, req.params.id, req.body.type)),
  );
  route.put("content:admin-landing-components", (req) =>
    landings.orderComponents(ctx, req.user!, req.params.id, req.body.ids),
  );
  route.delete("content:admin-component", async (req) => {
    await landings.deleteComponent(ctx, req.user!, req.params.id);
    return ok(req.t("content:staff.deleted"));
  });
  route.get("content:admin-component-params", (req) =>
    landings.componentParams(ctx, req.params.component_pk),
  );
  route.post("content:admin-component-params", (req) =>
    landings.saveComponentParams(ctx, req.user!, req.params.component_pk, req.body),
  );

  // Staff: the time-limited lease offers of a countdown component
  route.get("content:admin-lease-offers", (req) => leases.listLeaseOffers(ctx, req.params.id));
  route.post("content:admin-lease-offers", async (req, reply) =>
    reply.status(201).send(await leases.createLeaseOffer(ctx, req.user!, req.params.id, req.body)),
  );
  route.put("content:admin-lease-offer", (req) =>
    leases.updateLeaseOffer(ctx, req.user!, req.params.id, req.body),
  );
  route.delete("content:admin-lease-offer", async (req) => {
    await leases.deleteLeaseOffer(ctx, req.user!, req.params.id);
    return ok(req.t("content:staff.deleted"));
  });
}
