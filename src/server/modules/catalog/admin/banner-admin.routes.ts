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

  route.get("catalog:admin-banners", () => listBanners(ctx),
  );
  route.post("catalog:admin-banner-add", async (req, reply) => reply.status(201).send(await addBanner(ctx, req.user!, req.body)),
  );
  route.put("catalog:admin-banner-update", (req) => updateBanner(ctx, req.user!, req.params.id, req.body),
  );
  route.delete("catalog:admin-banner-delete", async (req) => {
      await deleteBanner(ctx, req.user!, req.params.id);
      return { ok: true as const, message: req.t("catalog:admin.removed") };
    },
  );
}
