import type { FastifyInstance } from "fastify";
import { type ApiHandler, apiRoutes } from "../../platform/api-routes.js";
import { publicCache } from "../../platform/public-cache.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { sendJson } from "../../platform/send-json.js";
import * as reviews from "./reviews.service.js";

/** Reviews at the spec's paths (§7 Reviews). */
export async function reviewsRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // Reviews are open to guests (the name is required); 10 per hour per address keeps spam out.
  const limiter = new RateLimiter(ctx.rates, "reviews", 10, 60 * 60_000);

  route.get("reviews:list", async (req, reply) => {
    publicCache(reply, "catalog reviews");
    const { page, page_size } = req.query;
    const seoName = req.params.master_product_seo_name;
    return sendJson(reply, await reviews.publishedReviews(ctx, seoName, page ?? 1, page_size ?? 10));
  });

  const create: ApiHandler<"reviews:add" | "reviews:add-component", "POST"> = async (req, reply) => {
    await limiter.hit(`review:${req.ip}`, "auth.tooManyAttempts");
    const row = await reviews.addReview(ctx, req.user, req.body);
    return reply.status(201).send({ ...row, message: req.t("catalog:reviews.thanks") });
  };
  route.post("reviews:add", create);
  route.post("reviews:add-component", create);

  route.get("reviews:user-data", async (req) =>
    reviews.userDataForReview(ctx, req.user, req.params.master_product_seo_name),
  );

  route.get("reviews:products-to-review", async (req) => reviews.productsToReview(ctx, req.user!));

  route.get("reviews:mine", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return reviews.myReviews(ctx, req.user!);
  });

  route.get("reviews:products-samsung", async (_req, reply) => {
    publicCache(reply, "catalog products");
    return reviews.samsungProducts(ctx);
  });

  route.get("reviews:admin-list", async (req) => reviews.adminList(ctx, req.query));

  route.patch("reviews:admin-update", async (req) =>
    reviews.adminUpdate(ctx, req.user!, req.params.pk, req.body),
  );

  route.patch("reviews:admin-approve", async (req) =>
    reviews.adminApprove(ctx, req.user!, req.params.pk, req.body.approved),
  );
}
