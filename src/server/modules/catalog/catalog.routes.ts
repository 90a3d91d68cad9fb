import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { hamburgerResponse, productsResponse, type ResolveResponse } from "../../../contract/catalog.js";
import { homeResponse } from "../../../contract/catalog-home.js";
import { FIRST_REVIEWS } from "../../../contract/catalog-page.js";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { DEFAULT_PAGE_SIZE } from "../../../domain/catalog-filters.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { AppError } from "../../platform/errors.js";
import { publicCache } from "../../platform/public-cache.js";
import { sendJson } from "../../platform/send-json.js";
import { SharedJson } from "../../platform/shared-json.js";
import { bannerAdminRoutes } from "./admin/banner-admin.routes.js";
import { catalogAdminRoutes } from "./admin/catalog-admin.routes.js";
import { metaMasterRoutes } from "./admin/meta-master.routes.js";
import * as catalog from "./catalog.service.js";
import { catalogCache } from "./catalog-cache.js";
import { catalogCustomerRoutes } from "./catalog-customer.routes.js";
import { hamburgerMenu } from "./catalog-menu.js";
import { compare } from "./compare.service.js";
import { homePage } from "./home.service.js";
import { productCacheTags, productJson } from "./product.service.js";
import { productServices } from "./product-services.js";
import { reviewsJson } from "./published-reviews.js";

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
    const cache = await catalogCache(ctx).at();
    const body = await cache.json(
      `products:${req.lang}:${req.url}`,
      () =>
        catalog.listProducts(
          ctx,
          req.query as Record<string, string>,
          req.query.page_size ?? DEFAULT_PAGE_SIZE,
          req.t,
        ),
      productsResponse,
    );
    return sendJson(reply, body);
  });

  route.get("catalog:product", async (req, reply) => {
    const { product, body } = await productJson(ctx, await catalogCache(ctx).at(), req.params.seo_name);
    publicCache(reply, `catalog product-${product.id} master-${product.master.id}`);
    return sendJson(reply, body);
  });

  /**
   * A catalogue address: a category or redirect as a value; a product as shared JSON (its detail and
   * first reviews, cached per catalogue version) with its surrogate keys.
   */
  const catalogPage = async (
    path: string,
  ): Promise<{ answer: Exclude<ResolveResponse, { kind: "product" }> | SharedJson; keys: string }> => {
    // An address that is no category is tried as a product first: the product read is one index
    // lookup, so asking whether the product exists before it only cost a statement per page. A
    // miss (an old slug, a typo) falls through to the resolver's redirects and 404.
    const slug = path.replace(/^\/+|\/+$/g, "");
    if (slug && !slug.includes("/")) {
      const { tree } = await catalog.catalogLookups(ctx);
      if (!tree.byPath.get(slug)?.forDisplay) {
        const page = await productPage(slug).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return null;
          throw err;
        });
        if (page) return page;
      }
    }
    const resolved = await catalog.resolvePath(ctx, path);
    if (resolved.kind !== "product") return { answer: resolved, keys: "catalog categories" };
    return productPage(resolved.seo_name);
  };

  /** A product's page answer (its detail and first reviews), cached per catalogue version. */
  const productPage = async (seo: string): Promise<{ answer: SharedJson; keys: string }> => {
    const cache = await catalogCache(ctx).at();
    let shown: ProductDetail | undefined;
    return cache.get(
      `page:${seo}`,
      async () => {
        const [{ product, body }, reviewsBody] = await Promise.all([
          productJson(ctx, cache, seo),
          reviewsJson(ctx, cache, seo, 1, FIRST_REVIEWS),
        ]);
        shown = product;
        return {
          answer: new SharedJson(
            `{"kind":"product","seo_name":${JSON.stringify(seo)},"product":${body},"reviews":${reviewsBody}}`,
          ),
          keys: `catalog reviews product-${product.id} master-${product.master.id}`,
        };
      },
      // The first reviews are the model's (m: tag), which the product's tags include.
      () => (shown ? productCacheTags(shown) : null),
    );
  };

  route.get(
    "catalog:page",
    { config: { pageRead: async (_req, query: { path: string }) => (await catalogPage(query.path)).answer } },
    async (req, reply) => {
      const { answer, keys } = await catalogPage(req.query.path);
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
    const cache = await catalogCache(ctx).at();
    return sendJson(
      reply,
      await cache.json(`hamburger:${req.lang}`, () => hamburgerMenu(ctx), hamburgerResponse),
    );
  });

  route.get("catalog:compare", async (req, reply) => {
    publicCache(reply, "catalog products");
    return compare(ctx, req.query.products, req.t);
  });

  route.get("catalog:home", async (req, reply) => {
    publicCache(reply, "catalog home");
    const cache = await catalogCache(ctx).at();
    return sendJson(reply, await cache.json(`home:${req.lang}`, () => homePage(ctx), homeResponse));
  });
}
