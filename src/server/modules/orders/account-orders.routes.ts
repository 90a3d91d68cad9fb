import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as mine from "./account-orders.service.js";

/** The account's orders and bought products (issue 16): the logged-in user's own only. */
export async function accountOrdersRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("orders:mine", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return mine.myOrders(ctx, req.user!.id, req.query, req.t);
  });
  route.get("orders:mine-detail", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return mine.myOrderDetail(ctx, req.user!.id, req.params.number, req.t);
  });
  route.get("orders:mine-products", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return mine.myProducts(ctx, req.user!.id);
  });
}
