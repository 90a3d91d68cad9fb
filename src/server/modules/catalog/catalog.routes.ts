import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cardsQuery,
  cardsResponse,
  categoryQuery,
  categorySummary,
  hamburgerResponse,
  productsQuery,
  productsResponse,
  type ResolveResponse,
  resolveResponse,
  seoNameParams,
} from "../../../contract/catalog.js";
import { compareQuery, compareResponse } from "../../../contract/catalog-compare.js";
import { homeResponse } from "../../../contract/catalog-home.js";
import { catalogPageResponse, FIRST_REVIEWS } from "../../../contract/catalog-page.js";
import type { ProductDetail } from "../../../contract/catalog-product.js";
import { productDetail } from "../../../contract/catalog-product.js";
import { DEFAULT_PAGE_SIZE } from "../../../domain/catalog-filters.js";
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
import { productServices, productServicesResponse } from "./product-services.js";
import { reviewsJson } from "./published-reviews.js";

export async function catalogRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  await app.register(catalogCustomerRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(metaMasterRoutes);
  await app.register(bannerAdminRoutes);

  app.get(
    "/api/new/catalog/products/",
    {
      schema: { querystring: productsQuery, response: { 200: productsResponse } },
      config: { name: "catalog:products" },
    },
    async (req, reply) => {
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
    },
  );

  app.get(
    "/api/new/catalog/product/:seo_name/",
    {
      schema: { params: seoNameParams, response: { 200: productDetail } },
      config: { name: "catalog:product" },
    },
    async (req, reply) => {
      const { product, body } = await productJson(ctx, await catalogCache(ctx).at(), req.params.seo_name);
      publicCache(reply, `catalog product-${product.id} master-${product.master.id}`);
      return sendJson(reply, body);
    },
  );

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

  app.get(
    "/api/new/catalog/page/",
    {
      schema: { querystring: categoryQuery, response: { 200: catalogPageResponse } },
      config: {
        name: "catalog:page",
        pageRead: async (_req, query: { path: string }) => (await catalogPage(query.path)).answer,
      },
    },
    async (req, reply) => {
      const { answer, keys } = await catalogPage(req.query.path);
      publicCache(reply, keys);
      return answer instanceof SharedJson ? sendJson(reply, answer.text) : answer;
    },
  );

  app.get(
    "/api/new/catalog/product/:seo_name/services/",
    {
      schema: { params: seoNameParams, response: { 200: productServicesResponse } },
      config: { name: "catalog:product-services" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog products services");
      return productServices(ctx, req.params.seo_name);
    },
  );

  app.get(
    "/api/new/catalog/category/",
    {
      schema: { querystring: categoryQuery, response: { 200: categorySummary } },
      config: { name: "catalog:category" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog categories");
      return catalog.getCategory(ctx, req.query.path);
    },
  );

  app.get(
    "/api/new/catalog/resolve/",
    {
      schema: { querystring: categoryQuery, response: { 200: resolveResponse } },
      config: { name: "catalog:resolve" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog categories");
      return catalog.resolvePath(ctx, req.query.path);
    },
  );

  app.get(
    "/api/new/catalog/cards/",
    {
      schema: { querystring: cardsQuery, response: { 200: cardsResponse } },
      config: { name: "catalog:cards" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog products");
      const ids = [...new Set(req.query.ids.split(",").map(Number))].slice(0, 48);
      return { items: await catalog.cards(ctx, ids) };
    },
  );

  app.get(
    "/api/new/mp-menu/hamburger/hamburger/",
    { schema: { response: { 200: hamburgerResponse } }, config: { name: "catalog:hamburger" } },
    async (req, reply) => {
      publicCache(reply, "catalog categories");
      const cache = await catalogCache(ctx).at();
      return sendJson(
        reply,
        await cache.json(`hamburger:${req.lang}`, () => hamburgerMenu(ctx), hamburgerResponse),
      );
    },
  );

  app.get(
    "/api/new/catalog/compare/",
    {
      schema: { querystring: compareQuery, response: { 200: compareResponse } },
      config: { name: "catalog:compare" },
    },
    async (req, reply) => {
      publicCache(reply, "catalog products");
      return compare(ctx, req.query.products, req.t);
    },
  );

  app.get(
    "/api/new/catalog/home/",
    { schema: { response: { 200: homeResponse } }, config: { name: "catalog:home" } },
    async (req, reply) => {
      publicCache(reply, "catalog home");
      const cache = await catalogCache(ctx).at();
      return sendJson(reply, await cache.json(`home:${req.lang}`, () => homePage(ctx), homeResponse));
    },
  );
}
