import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminReview,
  adminReviewsQuery,
  adminReviewsResponse,
  componentParams,
  masterSeoParams,
  pkParams,
  productsToReviewResponse,
  reviewApproveBody,
  reviewBody,
  reviewCreated,
  reviewsQuery,
  reviewsResponse,
  reviewUpdateBody,
  userDataResponse,
} from "../../../contract/reviews.js";
import { publicCache } from "../../platform/public-cache.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { sendJson } from "../../platform/send-json.js";
import { catalogCache } from "../catalog/catalog.service.js";
import * as reviews from "./reviews.service.js";

const BASE = "/api/new/product-reviews";

/** Reviews at the spec's paths (§7 Reviews). */
export async function reviewsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  // Reviews are open to guests (the name is required); 10 per hour per address keeps spam out.
  const limiter = new RateLimiter(ctx.rates, "reviews", 10, 60 * 60_000);

  app.get(
    `${BASE}/product/:master_product_seo_name/`,
    {
      schema: { params: masterSeoParams, querystring: reviewsQuery, response: { 200: reviewsResponse } },
      config: { name: "reviews:list" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog reviews");
      const cache = await catalogCache(ctx).at();
      const { page, page_size } = req.query;
      const body = await reviews.reviewsJson(
        ctx,
        cache,
        req.params.master_product_seo_name,
        page ?? 1,
        page_size ?? 10,
      );
      return sendJson(reply, body);
    },
  );

  const create = async (req: any, reply: any) => {
    await limiter.hit(`review:${req.ip}`, "auth.tooManyAttempts");
    const row = await reviews.addReview(ctx, req.user, req.body);
    return reply.status(201).send({ ...row, message: req.t("catalog:reviews.thanks") });
  };
  const createSchema = { body: reviewBody, response: { 201: reviewCreated } };
  app.post(
    `${BASE}/product-review/product-review/`,
    { schema: createSchema, config: { name: "reviews:add" } },
    create,
  );
  app.post(
    `${BASE}/product-review/product-review/:component_pk/`,
    { schema: { ...createSchema, params: componentParams }, config: { name: "reviews:add-component" } },
    create,
  );

  app.get(
    `${BASE}/user-data-for-product-review/:master_product_seo_name/`,
    {
      schema: { params: masterSeoParams, response: { 200: userDataResponse } },
      config: { name: "reviews:user-data" },
    },
    async (req) => reviews.userDataForReview(ctx, req.user, req.params.master_product_seo_name),
  );

  app.get(
    `${BASE}/user-profile/products-from-orders-to-review/`,
    {
      schema: { response: { 200: productsToReviewResponse } },
      config: { name: "reviews:products-to-review", access: "user" },
    },
    async (req) => reviews.productsToReview(ctx, req.user!),
  );

  app.get(
    `${BASE}/products-samsung/`,
    { schema: { response: { 200: productsToReviewResponse } }, config: { name: "reviews:products-samsung" } },
    async (_req, reply) => {
      publicCache(reply, "catalog products");
      return reviews.samsungProducts(ctx);
    },
  );

  app.get(
    `${BASE}/admin/reviews/`,
    {
      schema: { querystring: adminReviewsQuery, response: { 200: adminReviewsResponse } },
      config: { name: "reviews:admin-list", access: "staff" },
    },
    async (req) => reviews.adminList(ctx, req.query),
  );

  app.patch(
    `${BASE}/admin/update/:pk/`,
    {
      schema: { params: pkParams, body: reviewUpdateBody, response: { 200: adminReview } },
      config: { name: "reviews:admin-update", access: "staff" },
    },
    async (req) => reviews.adminUpdate(ctx, req.user!, req.params.pk, req.body),
  );

  app.patch(
    `${BASE}/admin/approve/:pk/`,
    {
      schema: { params: pkParams, body: reviewApproveBody, response: { 200: adminReview } },
      config: { name: "reviews:admin-approve", access: "staff" },
    },
    async (req) => reviews.adminApprove(ctx, req.user!, req.params.pk, req.body.approved),
  );
}
