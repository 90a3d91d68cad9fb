import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import * as cart from "./cart.service.js";
import { acceptForms, checkFormCsrf, currentCartId, isFormPost, requireCart, safeNext } from "./cart-http.js";

/**
 * Action packages in the cart (issue 20): add (also as a plain form before the page's script
 * runs), change the count of a whole package, remove it with its parts.
 */
export async function cartActionPackagesRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  acceptForms(root);
  const packagesOf = async (cartId: number, t: (k: string) => string) =>
    cart.toPackagesResponse(ctx, await cart.pricedCart(ctx, cartId), t);

  route.post("action-packages:cart-add", { config: { csrf: false } }, async (req, reply) => {
    checkFormCsrf(req);
    const { id: cartId } = await requireCart(ctx, req, reply);
    const itemId = await cart.addActionPackage(ctx, cartId, req.body.package_id, req.body.quantity);
    if (isFormPost(req)) return reply.redirect(safeNext(req.body.next, `/${ctx.market.slugs.cart}/`), 303);
    return {
      count: await cart.cartCount(ctx, cartId),
      item_id: itemId,
      message: req.t("action-packages:added"),
    };
  });

  route.patch("action-packages:cart-item", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.setActionPackageCount(ctx, cartId, req.params.id, req.body.quantity);
    return packagesOf(cartId, req.t);
  });

  route.delete("action-packages:cart-item", async (req) => {
    const cartId = (await currentCartId(ctx, req)) ?? 0;
    await cart.removeActionPackage(ctx, cartId, req.params.id);
    return packagesOf(cartId, req.t);
  });
}
