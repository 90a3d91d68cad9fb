import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as units from "./units.service.js";

/** Units of measure: the public list (spec §7 "GET units") and the catalogue staff's edits. */
export async function unitsRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  route.get("units:list", async (_req, reply) => {
    reply.header("cache-control", "public, max-age=300").header("surrogate-key", "units");
    return units.listUnits(ctx);
  });
  route.post("units:admin", async (req, reply) =>
    reply.status(201).send(await units.saveUnit(ctx, req.user!.id, null, req.body)),
  );
  route.put("units:admin-unit", async (req) => units.saveUnit(ctx, req.user!.id, req.params.id, req.body));
  route.delete("units:admin-unit", async (req) => units.removeUnit(ctx, req.user!.id, req.params.id));
}
