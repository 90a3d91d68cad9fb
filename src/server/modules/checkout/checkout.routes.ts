import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { atcDeliveryQuery, atcDeliveryResponse } from "../../../contract/atc-delivery.js";
import {
  cardDiscountBody,
  deliveriesResponse,
  deliveryBody,
  deliveryPlacesResponse,
  discountAddBody,
  discountRemoveBody,
  dispensingQuery,
  dispensingResponse,
  finishBody,
  finishResponse,
  liftagoBody,
  liftagoResponse,
  paymentBody,
  paymentsQuery,
  paymentsResponse,
  subPaymentsQuery,
  subPaymentsResponse,
  summaryResponse,
} from "../../../contract/checkout.js";
import { pricedCart } from "../cart/cart.service.js";
import { currentCart, currentCartId, requireCartId } from "../cart/cart-http.js";
import * as discounts from "../discounts/discounts.service.js";
import { createAccountAfterOrder } from "../orders/order-account.js";
import { statusPath, thankYouPath } from "../orders/order-links.js";
import { submitOrder } from "../orders/order-submit.service.js";
import { startPayment } from "../payments/payments.service.js";
import { atcDelivery } from "./atc-delivery.js";
import * as deliveries from "./deliveries.service.js";
import * as payments from "./payment-options.service.js";
import { summary } from "./summary.service.js";

const BASE = "/api/new/checkout";

export async function checkoutRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const noStore = { "cache-control": "private, no-store" };

  app.get(
    `${BASE}/deliveries/`,
    { schema: { response: { 200: deliveriesResponse } }, config: { name: "checkout:deliveries" } },
    async (req, reply) => {
      reply.headers(noStore);
      return deliveries.deliveriesForCart(ctx, await currentCartId(ctx, req), req.t);
    },
  );
  app.get(
    `${BASE}/all-deliveries/`,
    { schema: { response: { 200: deliveriesResponse } }, config: { name: "checkout:all-deliveries" } },
    async (req) => deliveries.allDeliveries(ctx, req.t),
  );
  app.get(
    `${BASE}/delivery-places/`,
    { schema: { response: { 200: deliveryPlacesResponse } }, config: { name: "checkout:delivery-places" } },
    async (req, reply) => {
      reply.headers(noStore);
      return deliveries.deliveryPlaces(ctx, await currentCartId(ctx, req), req.t);
    },
  );
  app.get(
    `${BASE}/atc-delivery/`,
    {
      schema: { querystring: atcDeliveryQuery, response: { 200: atcDeliveryResponse } },
      config: { name: "checkout:atc-delivery" },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return atcDelivery(ctx, await currentCartId(ctx, req), req.query, req.t);
    },
  );
  app.get(
    `${BASE}/dispensing-places/`,
    {
      schema: { querystring: dispensingQuery, response: { 200: dispensingResponse } },
      config: { name: "checkout:dispensing-places" },
    },
    async (req) => deliveries.dispensingPlaces(ctx, req.query, req.t),
  );
  app.post(
    `${BASE}/liftago-check/`,
    {
      schema: { body: liftagoBody, response: { 200: liftagoResponse } },
      config: { name: "checkout:liftago-check" },
    },
    async (req) => deliveries.liftagoCheck(ctx, await currentCartId(ctx, req), req.body, req.t),
  );
  app.post(
    `${BASE}/delivery/`,
    {
      schema: { body: deliveryBody, response: { 200: summaryResponse } },
      config: { name: "checkout:delivery" },
    },
    async (req, reply) => {
      const cartId = await requireCartId(ctx, req, reply);
      await deliveries.chooseDelivery(ctx, cartId, req.body);
      return summary(ctx, cartId, req.t);
    },
  );

  app.get(
    `${BASE}/payments/`,
    {
      schema: { querystring: paymentsQuery, response: { 200: paymentsResponse } },
      config: { name: "checkout:payments" },
    },
    async (req) => payments.paymentsFor(ctx, req.query.delivery, req.t),
  );
  app.post(
    `${BASE}/payment/`,
    {
      schema: { body: paymentBody, response: { 200: summaryResponse } },
      config: { name: "checkout:payment" },
    },
    async (req, reply) => {
      const cartId = await requireCartId(ctx, req, reply);
      await payments.choosePayment(ctx, cartId, req.body);
      return summary(ctx, cartId, req.t);
    },
  );
  app.get(
    `${BASE}/sub-payments/`,
    {
      schema: { querystring: subPaymentsQuery, response: { 200: subPaymentsResponse } },
      config: { name: "checkout:sub-payments" },
    },
    async (req) =>
      payments.subPayments(
        ctx,
        req.query.type_payment,
        (await pricedCart(ctx, await currentCartId(ctx, req))).goodsTotal,
        req.t,
      ),
  );

  app.post(
    `${BASE}/discount/add/`,
    {
      schema: { body: discountAddBody, response: { 200: summaryResponse } },
      config: { name: "checkout:discount-add" },
    },
    async (req, reply) => {
      const cartId = await requireCartId(ctx, req, reply);
      await discounts.addCode(ctx, cartId, req.body.code);
      return summary(ctx, cartId, req.t);
    },
  );
  app.post(
    `${BASE}/discount/card/`,
    {
      schema: { body: cardDiscountBody, response: { 200: summaryResponse } },
      config: { name: "checkout:card-discount" },
    },
    async (req, reply) => {
      const cartId = await requireCartId(ctx, req, reply);
      await discounts.addCard(ctx, cartId, req.body.cardNumber, req.body.cardHolder);
      return summary(ctx, cartId, req.t);
    },
  );
  app.post(
    `${BASE}/discount/remove/`,
    {
      schema: { body: discountRemoveBody, response: { 200: summaryResponse } },
      config: { name: "checkout:discount-remove" },
    },
    async (req) => {
      const cartId = await currentCartId(ctx, req);
      if (cartId) await discounts.removeCode(ctx, cartId, req.body);
      return summary(ctx, cartId, req.t);
    },
  );

  app.get(
    `${BASE}/summary/`,
    { schema: { response: { 200: summaryResponse } }, config: { name: "checkout:summary" } },
    async (req, reply) => {
      reply.headers(noStore);
      return summary(ctx, await currentCart(ctx, req), req.t);
    },
  );

  app.post(
    `${BASE}/finish/`,
    { schema: { body: finishBody, response: { 201: finishResponse } }, config: { name: "checkout:finish" } },
    async (req, reply) => {
      const { order, created } = await submitOrder(
        ctx,
        { cartId: null, cart: currentCart(ctx, req), userId: req.user?.id ?? null, lang: req.lang },
        req.body,
      );
      if (created) await createAccountAfterOrder(ctx, req.body, req.user?.id ?? null, req.t);
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
    },
  );
}
