import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as warehouse from "./warehouse.service.js";

/** Staff: product locations, the picking overview and scan, crates and packaging (issue 17). */
export async function warehouseRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("warehouse:locations", async (req) => warehouse.listLocations(ctx, req.query));
  route.put("warehouse:location", async (req) =>
    warehouse.setLocation(ctx, req.user!.id, req.params.id, req.body.location),
  );
  route.delete("warehouse:location", async (req) =>
    warehouse.removeLocation(ctx, req.user!.id, req.params.id),
  );

  route.get("warehouse:picking", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return warehouse.pickingOverview(ctx, req.query);
  });
  route.post("warehouse:scan", async (req) => warehouse.scan(ctx, req.user!.id, req.body.code, req.t));
  route.post("warehouse:line", async (req) => warehouse.setLine(ctx, req.user!.id, req.body));
  route.post("warehouse:assign-crate", async (req) =>
    warehouse.assignCrate(ctx, req.user!.id, req.body.order_id, req.t),
  );

  route.get("warehouse:crates", async () => warehouse.listCrates(ctx));
  route.post("warehouse:crates", async (req, reply) =>
    reply.status(201).send(await warehouse.addCrates(ctx, req.user!.id, req.body.range)),
  );
  route.patch("warehouse:crate", async (req) =>
    warehouse.updateCrate(ctx, req.user!.id, req.params.id, req.body.active),
  );

  route.get("warehouse:lookup", async (req) => warehouse.lookup(ctx, req.query.code));
  route.get("warehouse:packing", async (req) => warehouse.packingDetail(ctx, req.params.id));
  route.post("warehouse:packing", async (req) =>
    warehouse.pack(ctx, req.user!.id, req.params.id, req.body, req.t),
  );
}
