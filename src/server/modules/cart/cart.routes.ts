import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  addToCartBody,
  addToCartResponse,
  buybackBonusBody,
  cartPackage,
  cartPackagesResponse,
  countResponse,
  installmentBestResponse,
  installmentDataResponse,
  installmentQuery,
  leaseInfoResponse,
  limitedLeaseResponse,
  packageIdParams,
  packageProductPatch,
  packageRefBody,
  prolongWarrantyBody,
  removeFromCartBody,
} from "../../../contract/cart.js";
import { z } from "../../../contract/z.js";
import * as cart from "./cart.service.js";
import {
  acceptForms,
  checkFormCsrf,
  currentCartCount,
  currentCartId,
  isFormPost,
  requireCart,
  safeNext,
} from "./cart-http.js";
import * as inst from "./installments.service.js";

const BASE = "/api/new/cart";

export async function cartRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  acceptForms(root);
  const packagesOf = async (cartId: number | null, t: (k: string) => string) =>
    cart.toPackagesResponse(ctx, await cart.pricedCart(ctx, cartId), t);

  app.post(
    `${BASE}/add/`,
    {
      schema: { body: addToCartBody, response: { 200: addToCartResponse } },
      config: { name: "cart:add", csrf: false },
    },
    async (req, reply) => {
      checkFormCsrf(req);
      // The product is read while the cart is looked up (or made).
      const product = cart.productForCart(ctx.db, req.body.product);
      product.catch(() => {}); // awaited below; kept from counting as unhandled if the cart fails first
      const { id: cartId, fresh } = await requireCart(ctx, req, reply);
      const packageId = await cart.addToCart(ctx, cartId, req.body, { fresh, product });
      if (isFormPost(req)) return reply.redirect(safeNext(req.body.next, `/${ctx.market.slugs.cart}/`), 303);
      return {
        // A guest's cart made by this very request holds just this line (nobody else knows its cookie).
        count: fresh && !req.user ? req.body.quantity : await cart.cartCount(ctx, cartId),
        package_id: packageId,
        message: req.t("cart:added"),
      };
    },
  );

  app.post(
    `${BASE}/remove/`,
    {
      schema: { body: removeFromCartBody, response: { 200: countResponse } },
      config: { name: "cart:remove" },
    },
    async (req) => {
      const cartId = await currentCartId(ctx, req);
      if (cartId)
        await cart.removeFromCart(
          ctx,
          cartId,
          req.body.product_seo_name,
          req.body.parent_package_product_seo_name,
        );
      return { count: await cart.cartCount(ctx, cartId) };
    },
  );

  app.get(
    `${BASE}/count/`,
    { schema: { response: { 200: countResponse } }, config: { name: "cart:count" } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return { count: await currentCartCount(ctx, req) };
    },
  );

  app.get(
    `${BASE}/packages/`,
    { schema: { response: { 200: cartPackagesResponse } }, config: { name: "cart:packages" } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return packagesOf(await currentCartId(ctx, req), req.t);
    },
  );

  app.get(
    `${BASE}/package-product/:id/`,
    {
      schema: { params: packageIdParams, response: { 200: cartPackage } },
      config: { name: "cart:package-product" },
    },
    async (req) => cart.packageProduct(ctx, (await currentCartId(ctx, req)) ?? 0, req.params.id),
  );

  app.patch(
    `${BASE}/package-product/:id/`,
    {
      schema: { params: packageIdParams, body: packageProductPatch, response: { 200: cartPackagesResponse } },
      config: { name: "cart:package-product" },
    },
    async (req) => {
      const cartId = (await currentCartId(ctx, req)) ?? 0;
      await cart.patchPackage(ctx, cartId, req.params.id, req.body);
      return packagesOf(cartId, req.t);
    },
  );

  app.post(
    `${BASE}/prolong-warranty/`,
    {
      schema: { body: prolongWarrantyBody, response: { 200: cartPackagesResponse } },
      config: { name: "cart:prolong-warranty" },
    },
    async (req) => {
      const cartId = (await currentCartId(ctx, req)) ?? 0;
      await cart.setProlongWarranty(ctx, cartId, req.body.package_id, req.body.code);
      return packagesOf(cartId, req.t);
    },
  );
  app.delete(
    `${BASE}/prolong-warranty/`,
    {
      schema: { querystring: packageRefBody, response: { 200: cartPackagesResponse } },
      config: { name: "cart:prolong-warranty" },
    },
    async (req) => {
      const cartId = (await currentCartId(ctx, req)) ?? 0;
      await cart.setProlongWarranty(ctx, cartId, req.query.package_id, null);
      return packagesOf(cartId, req.t);
    },
  );

  app.post(
    `${BASE}/buyback-bonus/`,
    {
      schema: { body: buybackBonusBody, response: { 200: cartPackagesResponse } },
      config: { name: "cart:buyback-bonus" },
    },
    async (req) => {
      const cartId = (await currentCartId(ctx, req)) ?? 0;
      await cart.setBuybackBonus(ctx, cartId, req.body.package_id, req.body.buyout_quote_id, {
        user: req.user,
        sessionHash: req.sessionIdHash,
      });
      return packagesOf(cartId, req.t);
    },
  );
  app.delete(
    `${BASE}/buyback-bonus/`,
    {
      schema: { querystring: packageRefBody, response: { 200: cartPackagesResponse } },
      config: { name: "cart:buyback-bonus" },
    },
    async (req) => {
      const cartId = (await currentCartId(ctx, req)) ?? 0;
      await cart.setBuybackBonus(ctx, cartId, req.query.package_id, null);
      return packagesOf(cartId, req.t);
    },
  );

  const cartTotal = (req: { user: unknown }) => async () =>
    (await cart.pricedCart(ctx, await currentCartId(ctx, req as any))).goodsTotal;

  app.get(
    `${BASE}/installment/`,
    {
      schema: { querystring: installmentQuery, response: { 200: installmentDataResponse } },
      config: { name: "cart:installment" },
    },
    async (req) => inst.installmentData(ctx, req.query, cartTotal(req)),
  );
  app.get(
    `${BASE}/installment-best/`,
    {
      schema: { querystring: installmentQuery, response: { 200: installmentBestResponse } },
      config: { name: "cart:installment-best" },
    },
    async (req) => inst.installmentBest(ctx, req.query, cartTotal(req)),
  );

  app.get(
    "/api/new/special-offers/product/lease-info/:master_product_id/",
    {
      schema: {
        params: z.object({ master_product_id: z.coerce.number().int().positive() }),
        response: { 200: leaseInfoResponse },
      },
      config: { name: "cart:lease-info" },
    },
    async (req) => inst.leaseInfo(ctx, req.params.master_product_id),
  );
  app.get(
    "/api/new/leases/time-limited-offer/limited-offers-lease/:component_pk/",
    {
      schema: {
        params: z.object({ component_pk: z.coerce.number().int().positive() }),
        response: { 200: limitedLeaseResponse },
      },
      config: { name: "cart:limited-lease" },
    },
    async (req) => inst.limitedLeaseOffers(ctx, req.params.component_pk),
  );
}
