import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_PAGE_SIZE } from "../../../domain/catalog-filters.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { publicCache } from "../../platform/public-cache.js";
import { sendJson } from "../../platform/send-json.js";
import { SharedJson } from "../../platform/shared-json.js";
import { bannerAdminRoutes } from "./admin/banner-admin.routes.js";
import { catalogAdminRoutes } from "./admin/catalog-admin.routes.js";
import { metaMasterRoutes } from "./admin/meta-master.routes.js";
import * as catalog from "./catalog.service.js";
import { catalogCache } from "./catalog-cache.js";
import { catalogCustomerRoutes } from "./catalog-customer.routes.js";
import { menuJson } from "./catalog-menu.js";
import { catalogPage } from "./catalog-page.js";
import { compare } from "./compare.service.js";
import { homeJson } from "./home.service.js";
import { productJson } from "./product.service.js";
import { productServices } from "./product-services.js";

export async function catalogRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = apiRoutes(root);
  const { ctx } = root;
  await app.register(catalogCustomerRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(metaMasterRoutes);
  await app.register(bannerAdminRoutes);

  route.get("catalog:products", async (req, reply) => {
    publicCache(reply, "catalog products");
    const { lang, url, t } = req;
    const query = req.query as Record<string, string>;
    return sendJson(
      reply,
      await catalog.productsJson(ctx, { lang, url, query, t }, req.query.page_size ?? DEFAULT_PAGE_SIZE),
    );
  });

  route.get("catalog:product", async (req, reply) => {
    const { product, body } = await productJson(ctx, await catalogCache(ctx).at(), req.params.seo_name);
    publicCache(reply, `catalog product-${product.id} master-${product.master.id}`);
    return sendJson(reply, body);
  });

  route.get(
    "catalog:page",
    {
      config: {
        pageRead: async (_req, query: { path: string }) => (await catalogPage(ctx, query.path)).answer,
      },
    },
    async (req, reply) => {
      const { answer, keys } = await catalogPage(ctx, req.query.path);
      publicCache(reply, keys);
      return answer instanceof SharedJson ? sendJson(reply, answer.text) : answer;
    },
  );

  route.get("catalog:product-services", async (req, reply) => {
    publicCache(reply, "catalog products services");
    return productServices(ctx, req.params.seo_name);
  });

  route.get("catalog:category", async (req, reply) => {
    publicCache(reply, "catalog categories");
    return catalog.getCategory(ctx, req.query.path);
  });

  route.get("catalog:resolve", async (req, reply) => {
    publicCache(reply, "catalog categories");
    return catalog.resolvePath(ctx, req.query.path);
  });

  route.get("catalog:cards", async (req, reply) => {
    publicCache(reply, "catalog products");
    const ids = [...new Set(req.query.ids.split(",").map(Number))].slice(0, 48);
    return { items: await catalog.cards(ctx, ids) };
  });

  route.get("catalog:hamburger", async (req, reply) => {
    publicCache(reply, "catalog categories");
    return sendJson(reply, await menuJson(ctx, req.lang));
  });

  route.get("catalog:compare", async (req, reply) => {
    publicCache(reply, "catalog products");
    return compare(ctx, req.query.products, req.t);
  });

  route.get("catalog:home", async (req, reply) => {
    publicCache(reply, "catalog home");
    return sendJson(reply, await homeJson(ctx, req.lang));
  });
}
