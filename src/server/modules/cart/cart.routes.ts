import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
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

export async function cartRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  acceptForms(root);
  const packagesOf = async (cartId: number | null, t: (k: string) => string) =>
    cart.toPackagesResponse(ctx, await cart.pricedCart(ctx, cartId), t);

  route.post("cart:add", { config: { csrf: false } }, async (req, reply) => {
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
  });

  route.post("cart:remove", async (req) => {
    const cartId = await currentCartId(ctx, req);
    if (cartId)
      await cart.removeFromCart(
        ctx,
        cartId,
        req.body.product_seo_name,
        req.body.parent_package_product_seo_name,
      );
    return { count: await cart.cartCount(ctx, cartId) };
  });

  route.get("cart:count", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return { count: await currentCartCount(ctx, req) };
  });

  route.get("cart:packages", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return packagesOf(await currentCartId(ctx, req), req.t);
  });

  route.get("cart:package-product", async (req) =>
    cart.packageProduct(ctx, (await currentCartId(ctx, req)) ?? 0, req.params.id),
  );

  route.patch("cart:package-product", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.patchPackage(ctx, cartId, req.params.id, req.body);
    return packagesOf(cartId, req.t);
  });

  route.post("cart:prolong-warranty", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.setProlongWarranty(ctx, cartId, req.body.package_id, req.body.code);
    return packagesOf(cartId, req.t);
  });
  route.delete("cart:prolong-warranty", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.setProlongWarranty(ctx, cartId, req.query.package_id, null);
    return packagesOf(cartId, req.t);
  });

  route.post("cart:buyback-bonus", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.setBuybackBonus(ctx, cartId, req.body.package_id, req.body.buyout_quote_id, {
      user: req.user,
      sessionHash: req.sessionIdHash,
    });
    return packagesOf(cartId, req.t);
  });
  route.delete("cart:buyback-bonus", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.setBuybackBonus(ctx, cartId, req.query.package_id, null);
    return packagesOf(cartId, req.t);
  });

  const cartTotal = (req: FastifyRequest) => async () =>
    (await cart.pricedCart(ctx, await currentCartId(ctx, req))).goodsTotal;

  route.get("cart:installment", async (req) => inst.installmentData(ctx, req.query, cartTotal(req)));
  route.get("cart:installment-best", async (req) => inst.installmentBest(ctx, req.query, cartTotal(req)));

  route.get("cart:lease-info", async (req) => inst.leaseInfo(ctx, req.params.master_product_id));
  route.get("cart:limited-lease", async (req) => inst.limitedLeaseOffers(ctx, req.params.component_pk));
}
