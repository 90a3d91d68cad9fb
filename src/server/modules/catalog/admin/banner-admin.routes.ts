import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../../platform/api-routes.js";
import { addBanner, deleteBanner, listBanners, updateBanner } from "./banner-admin.service.js";

/** Staff editing of the home page's slider and banners. */
export async function bannerAdminRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;

  route.get("catalog:admin-banners", () => listBanners(ctx));
  route.post("catalog:admin-banner-add", async (req, reply) =>
    reply.status(201).send(await addBanner(ctx, req.user!, req.body)),
  );
  route.put("catalog:admin-banner-update", (req) => updateBanner(ctx, req.user!, req.params.id, req.body));
  route.delete("catalog:admin-banner-delete", async (req) => {
    await deleteBanner(ctx, req.user!, req.params.id);
    return { ok: true as const, message: req.t("catalog:admin.removed") };
  });
}
