import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponse } from "../../../../contract/accounts.js";
import { bannerAdmin, bannerBody } from "../../../../contract/banner-admin.js";
import { idParams } from "../../../../contract/catalog-admin.js";
import { z } from "../../../../contract/z.js";
import { addBanner, deleteBanner, listBanners, updateBanner } from "./banner-admin.service.js";

const BASE = "/api/new/catalog/admin/banners";

/** Staff editing of the home page's slider and banners. */
export async function bannerAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const staff = (name: string) => ({ name, access: "staff" as const });

  app.get(
    `${BASE}/`,
    { schema: { response: { 200: z.array(bannerAdmin) } }, config: staff("catalog:admin-banners") },
    () => listBanners(ctx),
  );
  app.post(
    `${BASE}/`,
    {
      schema: { body: bannerBody, response: { 201: bannerAdmin } },
      config: staff("catalog:admin-banner-add"),
    },
    async (req, reply) => reply.status(201).send(await addBanner(ctx, req.user!, req.body)),
  );
  app.put(
    `${BASE}/:id/`,
    {
      schema: { params: idParams, body: bannerBody, response: { 200: bannerAdmin } },
      config: staff("catalog:admin-banner-update"),
    },
    (req) => updateBanner(ctx, req.user!, req.params.id, req.body),
  );
  app.delete(
    `${BASE}/:id/`,
    {
      schema: { params: idParams, response: { 200: okResponse } },
      config: staff("catalog:admin-banner-delete"),
    },
    async (req) => {
      await deleteBanner(ctx, req.user!, req.params.id);
      return { ok: true as const, message: req.t("catalog:admin.removed") };
    },
  );
}
