import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { myServiceOrders } from "./service-account.service.js";
import { claimProducts, createClaim } from "./service-claims.service.js";
import { createRepairOrder } from "./service-orders.service.js";
import { decidePriceChange, orderStatus } from "./service-status.service.js";

/** Customer calls: order a repair, file a claim, read the status page and answer a price change. */
export async function serviceOrderRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // Forms that write records and send e-mail; the claim look-up also guards order numbers from probing.
  const formLimiter = new RateLimiter(ctx.rates, "service-forms", 30, 60 * 60_000);
  const lookupLimiter = new RateLimiter(ctx.rates, "service-lookup", 20, 15 * 60_000);

  route.post("service:order-create", async (req, reply) => {
    await formLimiter.hit(`order:${req.ip}`, "auth.tooManyAttempts");
    return reply.status(201).send(await createRepairOrder(ctx, req.user, req.lang, req.body));
  });

  route.get("service:order-status", async (req, reply) => {
    // Personal to whoever holds the link: never stored by shared caches.
    reply.header("cache-control", "private, no-store");
    return orderStatus(ctx, req.params.public_id);
  });

  // The account's list (issue 16): only the logged-in customer's own orders and claims.
  route.get("service:mine", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return myServiceOrders(ctx, req.user!.id);
  });

  route.post("service:price-decision", async (req) =>
    decidePriceChange(ctx, req.params.public_id, req.params.id, req.body.decision),
  );

  route.post("service:claim-products", async (req) => {
    await lookupLimiter.hit(`claim-lookup:${req.ip}`, "auth.tooManyAttempts");
    return claimProducts(ctx, req.body.order_number, req.body.email);
  });

  route.post("service:claim-create", async (req, reply) => {
    await formLimiter.hit(`claim:${req.ip}`, "auth.tooManyAttempts");
    return reply.status(201).send(await createClaim(ctx, req.user, req.lang, req.body));
  });
}
