import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { productsQuery } from "../../../contract/catalog.js";
import { DEFAULT_PAGE_SIZE } from "../../../domain/catalog-filters.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { ShowingTags } from "../../platform/page-reads.js";
import { publicCache } from "../../platform/public-cache.js";
import { sendJson } from "../../platform/send-json.js";
import { SharedJson } from "../../platform/shared-json.js";
import { shopperCache, shopperOf } from "../pricing/pricing.service.js";
import { bannerAdminRoutes } from "./admin/banner-admin.routes.js";
import { catalogAdminRoutes } from "./admin/catalog-admin.routes.js";
import { metaMasterRoutes } from "./admin/meta-master.routes.js";
import * as catalog from "./catalog.service.js";
import { catalogCustomerRoutes } from "./catalog-customer.routes.js";
import { menuJson } from "./catalog-menu.js";
import { catalogPage } from "./catalog-page.js";
import { compare } from "./compare.service.js";
import { homeJson, sharedHome } from "./home.service.js";
import { productAnswer } from "./product.service.js";
import { productServices } from "./product-services.js";

type ProductsQuery = z.infer<typeof productsQuery>;

export async function catalogRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = apiRoutes(root);
  const { ctx } = root;
  await app.register(catalogCustomerRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(metaMasterRoutes);
  await app.register(bannerAdminRoutes);

  // Answers with a customer's level prices are private (shopperCache): a CDN never keeps them.
  // A category page reads its list directly, with what the list shows (its categories' tags).
  const products = (req: FastifyRequest, query: ProductsQuery) =>
    catalog.productsJson(
      ctx,
      { lang: req.lang, query: query as Record<string, string>, t: req.t },
      query.page_size ?? DEFAULT_PAGE_SIZE,
      shopperOf(ctx.market, req.user),
    );
  route.get(
    "catalog:products",
    {
      config: {
        pageRead: async (req, query: ProductsQuery) => {
          const { body, tags } = await products(req, query);
          return new ShowingTags(body, tags);
        },
      },
    },
    async (req, reply) => {
      shopperCache(reply, shopperOf(ctx.market, req.user), "catalog products");
      return sendJson(reply, (await products(req, req.query)).body);
    },
  );

  route.get("catalog:product", async (req, reply) => {
    const shopper = shopperOf(ctx.market, req.user);
    const answer = await productAnswer(ctx, req.params.seo_name, shopper);
    shopperCache(reply, shopper, `catalog product-${answer.id} master-${answer.masterId}`);
    return sendJson(reply, answer);
  });

  route.get(
    "catalog:page",
    {
      config: {
        pageRead: async (req, query: { path: string }) => {
          const page = await catalogPage(ctx, query.path, shopperOf(ctx.market, req.user));
          return new ShowingTags(page.answer, page.tags);
        },
      },
    },
    async (req, reply) => {
      const shopper = shopperOf(ctx.market, req.user);
      const { answer, keys } = await catalogPage(ctx, req.query.path, shopper);
      shopperCache(reply, shopper, keys);
      return answer instanceof SharedJson ? sendJson(reply, answer) : answer;
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
    const shopper = shopperOf(ctx.market, req.user);
    shopperCache(reply, shopper, "catalog products");
    const ids = [...new Set(req.query.ids.split(",").map(Number))].slice(0, 48);
    return { items: await catalog.cards(ctx, ids, shopper) };
  });

  route.get("catalog:hamburger", async (req, reply) => {
    publicCache(reply, "catalog categories");
    return sendJson(reply, await menuJson(ctx, req.lang));
  });

  route.get("catalog:compare", async (req, reply) => {
    publicCache(reply, "catalog products");
    return compare(ctx, req.query.products, req.t);
  });

  route.get(
    "catalog:home",
    { config: { pageRead: (req) => sharedHome(ctx, req.lang) } },
    async (req, reply) => {
      publicCache(reply, "catalog home");
      return sendJson(reply, await homeJson(ctx, req.lang));
    },
  );
}
