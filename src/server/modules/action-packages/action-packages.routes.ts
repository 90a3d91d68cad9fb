import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as packages from "./action-packages.service.js";

/** Action packages (issue 20): the staff grid and form, and the offer on a part's product page. */
export async function actionPackagesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("action-packages:staff-list", async (req) => packages.listPackages(ctx, req.query));
  route.post("action-packages:staff-list", async (req, reply) =>
    reply.status(201).send(await packages.savePackageInput(ctx, req.user!.id, null, req.body)),
  );
  route.get("action-packages:staff-detail", async (req) => packages.packageDetail(ctx, req.params.id));
  route.put("action-packages:staff-detail", async (req) =>
    packages.savePackageInput(ctx, req.user!.id, req.params.id, req.body),
  );
  route.get("action-packages:staff-products", async (req) => packages.pickProducts(ctx, req.query.q));
  route.get("action-packages:product-offers", async (req, reply) => {
    // Shared caches keep an offer a minute at most: the cart checks price, validity and stock again.
    reply
      .header("cache-control", "public, max-age=0, s-maxage=60")
      .header("surrogate-key", "action-packages");
    return packages.productOffers(ctx, req.params.product_id, req.t);
  });
}
