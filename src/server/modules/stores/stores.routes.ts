import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as storesService from "./stores.service.js";

export async function storesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  // "Open now" changes by the minute: a short shared cache only.
  const cache = "public, max-age=60";
  const unfollow = storesService.followStoreChanges(ctx);
  root.addHook("onClose", async () => unfollow());

  route.get("stores:list", async (req, reply) => {
    reply.header("cache-control", cache).header("surrogate-key", "stores");
    return storesService.listStores(ctx, req.query.kind);
  });

  route.get("stores:detail", async (req, reply) => {
    reply.header("cache-control", cache).header("surrogate-key", "stores");
    return storesService.storeDetail(ctx, req.params.seo_name);
  });

  // Staff: stores admin (issue 20)
  route.get("stores:admin-stores", async () => storesService.storesForStaff(ctx));
  route.post("stores:admin-stores", async (req, reply) =>
    reply.status(201).send(await storesService.saveStore(ctx, req.user!.id, null, req.body)),
  );
  route.get("stores:admin-store", async (req) => storesService.storeForStaff(ctx, req.params.id));
  route.put("stores:admin-store", async (req) =>
    storesService.saveStore(ctx, req.user!.id, req.params.id, req.body),
  );
  route.put("stores:admin-special-day", async (req) =>
    storesService.saveSpecialDay(ctx, req.user!.id, req.params.id, req.params.day, req.body),
  );
  route.delete("stores:admin-special-day", async (req) =>
    storesService.removeSpecialDay(ctx, req.user!.id, req.params.id, req.params.day),
  );
}
