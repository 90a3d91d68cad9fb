import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { currentCart, currentCartId, pricedCart, requireCartId } from "../cart/cart.service.js";
import * as discounts from "../discounts/discounts.service.js";
import { statusPath, thankYouPath } from "../orders/orders.service.js";
import { startPayment } from "../payments/payments.service.js";
import { atcDelivery } from "./atc-delivery.js";
import * as deliveries from "./deliveries.service.js";
import * as payments from "./payment-options.service.js";
import { submitOrder } from "./submit/submit-order.js";
import { summary } from "./summary.service.js";

export async function checkoutRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  const noStore = { "cache-control": "private, no-store" };

  route.get("checkout:deliveries", async (req, reply) => {
    reply.headers(noStore);
    return deliveries.deliveriesForCart(ctx, await currentCartId(ctx, req), req.t);
  });
  route.get("checkout:all-deliveries", async (req) => deliveries.allDeliveries(ctx, req.t));
  route.get("checkout:delivery-places", async (req, reply) => {
    reply.headers(noStore);
    return deliveries.deliveryPlaces(ctx, await currentCartId(ctx, req), req.t);
  });
  route.get("checkout:atc-delivery", async (req, reply) => {
    reply.headers(noStore);
    return atcDelivery(ctx, await currentCartId(ctx, req), req.query, req.t);
  });
  route.get("checkout:dispensing-places", async (req) => deliveries.dispensingPlaces(ctx, req.query, req.t));
  route.post("checkout:liftago-check", async (req) =>
    deliveries.liftagoCheck(ctx, await currentCartId(ctx, req), req.body, req.t),
  );
  route.post("checkout:delivery", async (req, reply) => {
    const cartId = await requireCartId(ctx, req, reply);
    await deliveries.chooseDelivery(ctx, cartId, req.body);
    return summary(ctx, cartId, req.t);
  });

  route.get("checkout:payments", async (req) => payments.paymentsFor(ctx, req.query.delivery, req.t));
  route.post("checkout:payment", async (req, reply) => {
    const cartId = await requireCartId(ctx, req, reply);
    await payments.choosePayment(ctx, cartId, req.body);
    return summary(ctx, cartId, req.t);
  });
  route.get("checkout:sub-payments", async (req) =>
    payments.subPayments(
      ctx,
      req.query.type_payment,
      (await pricedCart(ctx, await currentCartId(ctx, req))).goodsTotal,
      req.t,
    ),
  );

  route.post("checkout:discount-add", async (req, reply) => {
    const cartId = await requireCartId(ctx, req, reply);
    await discounts.addCode(ctx, cartId, req.body.code);
    return summary(ctx, cartId, req.t);
  });
  route.post("checkout:card-discount", async (req, reply) => {
    const cartId = await requireCartId(ctx, req, reply);
    await discounts.addCard(ctx, cartId, req.body.cardNumber, req.body.cardHolder);
    return summary(ctx, cartId, req.t);
  });
  route.post("checkout:discount-remove", async (req) => {
    const cartId = await currentCartId(ctx, req);
    if (cartId) await discounts.removeCode(ctx, cartId, req.body);
    return summary(ctx, cartId, req.t);
  });

  route.get("checkout:summary", async (req, reply) => {
    reply.headers(noStore);
    return summary(ctx, await currentCart(ctx, req), req.t);
  });

  route.post("checkout:finish", async (req, reply) => {
    const { order } = await submitOrder(
      ctx,
      { cartId: null, cart: currentCart(ctx, req), userId: req.user?.id ?? null, lang: req.lang, t: req.t },
      req.body,
    );
    const pay =
      ["card"].includes(order.paymentType) && order.paymentStatus === "pending"
        ? await startPayment(ctx, order)
        : null;
    return reply.status(201).send({
      order_number: order.number,
      access_key: order.accessKey,
      total: order.total,
      status_url: statusPath(ctx, order),
      thank_you_url: thankYouPath(ctx, order),
      payment_redirect_url: pay,
    });
  });
}
