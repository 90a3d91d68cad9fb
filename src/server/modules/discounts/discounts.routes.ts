import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as staff from "./discounts-staff.service.js";

/** Staff: discounts grid and detail (spec §2). */
export async function discountsRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("discounts:staff-list", async (req) => staff.listDiscounts(ctx, req.query, req.t));
  route.post("discounts:staff-list", async (req, reply) =>
    reply.status(201).send(await staff.createDiscount(ctx, req.user!.id, req.body, req.t)),
  );
  route.get("discounts:staff-detail", async (req) => staff.discountDetail(ctx, req.params.id, req.t));
  route.put("discounts:staff-detail", async (req) =>
    staff.updateDiscount(ctx, req.user!.id, req.params.id, req.body, req.t),
  );
  route.post("discounts:staff-generate", async (req) => ({
    codes: await staff.generateCodes(ctx, req.user!.id, req.params.id, req.body.count),
  }));
}
