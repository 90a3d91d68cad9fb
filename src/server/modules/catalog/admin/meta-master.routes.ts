import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../../platform/api-routes.js";
import * as meta from "./meta-master.service.js";

/** Meta-master administration at the spec's paths (§7 Meta-master (staff)). */
export async function metaMasterRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("meta-master:list", (req) => meta.listMetaMasters(ctx, { search: req.query.search }));
  route.get("meta-master:exclude", (req) =>
    meta.listMetaMasters(ctx, { exclude: req.params.excluded_meta_master_id }),
  );
  route.get("meta-master:get", (req) => meta.getMetaMaster(ctx, req.params.meta_master_id));
  route.post("meta-master:add", async (req, reply) =>
    reply
      .status(201)
      .send(await meta.addMetaMaster(ctx, req.user!, req.body.name, req.body.master_product_ids)),
  );
  route.patch("meta-master:update", (req) =>
    meta.updateMetaMaster(ctx, req.user!, req.params.meta_master_id, req.body.name),
  );
  route.delete("meta-master:delete", async (req) => {
    await meta.deleteMetaMaster(ctx, req.user!, req.params.meta_master_id);
    return { ok: true as const, message: req.t("catalog:admin.removed") };
  });
  route.patch("meta-master:add-master-product", (req) =>
    meta.addMasterProducts(ctx, req.user!, req.body.meta_master_id, req.body.master_product_ids),
  );
  route.patch("meta-master:swap", (req) =>
    meta.swapMetaMaster(ctx, req.user!, req.params.master_product_id, req.body.meta_master_id),
  );
}
