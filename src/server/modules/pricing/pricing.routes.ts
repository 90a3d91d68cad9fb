import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as pricing from "./pricing.service.js";

/** Staff price lists and price levels, and the product page's sales panel (permission: catalog). */
export async function pricingRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("pricing:lists", (req) => pricing.listPriceLists(ctx, req.query));
  route.post("pricing:lists", async (req, reply) =>
    reply.status(201).send(await pricing.createPriceList(ctx, req.user!, req.body)),
  );
  route.get("pricing:list", (req) => pricing.getPriceList(ctx, req.params.id));
  route.put("pricing:list", (req) => pricing.updatePriceList(ctx, req.user!, req.params.id, req.body));
  route.delete("pricing:list", async (req) => {
    await pricing.removePriceList(ctx, req.user!, req.params.id);
    return { ok: true as const, message: req.t("pricing:removed") };
  });
  route.get("pricing:prices", (req) => pricing.listPrices(ctx, req.params.id, req.query));
  route.put("pricing:prices", (req) => pricing.setPrices(ctx, req.user!, req.params.id, req.body));
  route.post("pricing:import", (req) => pricing.importPrices(ctx, req.user!, req.params.id, req.body.csv));
  route.get("pricing:product-activity", (req) => pricing.productActivity(ctx, req.params.id));
}
