import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  claimCreateBody,
  claimProductsBody,
  claimProductsResponse,
  createdResponse,
  orderCreateBody,
  orderStatusResponse,
  priceDecisionBody,
  priceDecisionParams,
  publicIdParams,
} from "../../../contract/service.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { claimProducts, createClaim } from "./service-claims.service.js";
import { createRepairOrder } from "./service-orders.service.js";
import { decidePriceChange, orderStatus } from "./service-status.service.js";

const BASE = "/api/new/service";

/** Customer calls: order a repair, file a claim, read the status page and answer a price change. */
export async function serviceOrderRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const country = ctx.market.defaultCountry;
  // Forms that write records and send e-mail; the claim look-up also guards order numbers from probing.
  const formLimiter = new RateLimiter(ctx.rates, "service-forms", 30, 60 * 60_000);
  const lookupLimiter = new RateLimiter(ctx.rates, "service-lookup", 20, 15 * 60_000);

  app.post(
    `${BASE}/orders/`,
    {
      schema: { body: orderCreateBody(country), response: { 201: createdResponse } },
      config: { name: "service:order-create", access: "public" },
    },
    async (req, reply) => {
      await formLimiter.hit(`order:${req.ip}`, "auth.tooManyAttempts");
      return reply.status(201).send(await createRepairOrder(ctx, req.user, req.lang, req.body));
    },
  );

  app.get(
    `${BASE}/orders/:public_id/`,
    {
      schema: { params: publicIdParams, response: { 200: orderStatusResponse } },
      config: { name: "service:order-status", access: "public" },
    },
    async (req, reply) => {
      // Personal to whoever holds the link: never stored by shared caches.
      reply.header("cache-control", "private, no-store");
      return orderStatus(ctx, req.params.public_id);
    },
  );

  app.post(
    `${BASE}/orders/:public_id/price-changes/:id/`,
    {
      schema: {
        params: priceDecisionParams,
        body: priceDecisionBody,
        response: { 200: orderStatusResponse },
      },
      config: { name: "service:price-decision", access: "public" },
    },
    async (req) => decidePriceChange(ctx, req.params.public_id, req.params.id, req.body.decision),
  );

  app.post(
    `${BASE}/claims/products/`,
    {
      schema: { body: claimProductsBody, response: { 200: claimProductsResponse } },
      config: { name: "service:claim-products", access: "public" },
    },
    async (req) => {
      await lookupLimiter.hit(`claim-lookup:${req.ip}`, "auth.tooManyAttempts");
      return claimProducts(ctx, req.body.order_number, req.body.email);
    },
  );

  app.post(
    `${BASE}/claims/`,
    {
      schema: { body: claimCreateBody(country), response: { 201: createdResponse } },
      config: { name: "service:claim-create", access: "public" },
    },
    async (req, reply) => {
      await formLimiter.hit(`claim:${req.ip}`, "auth.tooManyAttempts");
      return reply.status(201).send(await createClaim(ctx, req.user, req.lang, req.body));
    },
  );
}
