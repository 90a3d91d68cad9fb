import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { publicCache } from "../../platform/public-cache.js";
import * as customer from "./catalog-customer.service.js";

/** The shopper's own lists: favourites (logged in), last visited (customer or browser), stock lists. */
export async function catalogCustomerRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("catalog:favourites", async (req) => customer.favourites(ctx, req.user!.id));
  route.post("catalog:favourites-add", async (req) =>
    customer.addFavourites(ctx, req.user!.id, req.body.product_ids),
  );
  route.delete("catalog:favourites-remove", async (req) =>
    customer.removeFavourite(ctx, req.user!.id, req.params.product_id),
  );

  route.get("catalog:last-visited", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return customer.lastVisited(ctx, req);
  });
  route.post("catalog:last-visited-add", async (req, reply) =>
    customer.recordVisit(ctx, req, reply, req.body.product_id),
  );

  route.get("catalog:expected", async (req, reply) => {
    publicCache(reply, "catalog products");
    return customer.expected(ctx, req.query.limit ?? 24);
  });
  route.get("catalog:newly-stocked", async (req, reply) => {
    publicCache(reply, "catalog products");
    return customer.newlyStocked(ctx, req.query.limit ?? 24);
  });
}
