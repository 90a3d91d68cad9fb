import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  orderRefQuery,
  paymentIdParams,
  paymentStatusResponse,
  redirectResponse,
  twistoBody,
  twistoResponse,
  walletEchoResponse,
  walletInitResponse,
  walletProcessBody,
  walletProcessResponse,
  walletSessionBody,
  walletSessionResponse,
} from "../../../contract/payments.js";
import { SIGNATURE_HEADER } from "../../integrations/payment-gateway/payment-gateway.js";
import { sandboxGatewayRoutes } from "../../integrations/payment-gateway/sandbox-routes.js";
import { currentCartId, requireCartId } from "../cart/cart-http.js";
import { gatewayFor } from "./gateway.js";
import {
  handleNotification,
  NOTIFY_PATH,
  orderWithKey,
  paymentStatus,
  startPayment,
} from "./payments.service.js";
import * as wallets from "./wallets.service.js";

const BASE = "/api/new/payments";

export async function paymentsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  await root.register(sandboxGatewayRoutes, { gateway: gatewayFor(ctx) });

  // The gateway's notification: signed, not a browser call, so no CSRF; the raw body is what is signed.
  await root.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      NOTIFY_PATH,
      { config: { name: "payments:gateway-notify", csrf: false } },
      async (req, reply) => {
        const sig = req.headers[SIGNATURE_HEADER];
        const okSig = await handleNotification(
          ctx,
          String(req.body ?? ""),
          typeof sig === "string" ? sig : undefined,
        );
        return okSig ? reply.send({ ok: true }) : reply.status(400).send({ message: "bad signature" });
      },
    );
  });

  app.get(
    `${BASE}/status/`,
    {
      schema: { querystring: orderRefQuery, response: { 200: paymentStatusResponse } },
      config: { name: "payments:status" },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return paymentStatus(ctx, await orderWithKey(ctx, req.query.order_number, req.query.key));
    },
  );
  app.get(
    `${BASE}/status/:id/`,
    {
      schema: {
        params: paymentIdParams,
        querystring: orderRefQuery,
        response: { 200: paymentStatusResponse },
      },
      config: { name: "payments:status-by-id" },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return paymentStatus(
        ctx,
        await orderWithKey(ctx, req.query.order_number, req.query.key),
        req.params.id,
      );
    },
  );
  // Spec: GET card pay. Starts (or restarts after a failure) the card payment and says where to go.
  app.get(
    `${BASE}/card-pay/`,
    {
      schema: { querystring: orderRefQuery, response: { 200: redirectResponse } },
      config: { name: "payments:card-pay" },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return {
        redirect_url: await startPayment(ctx, await orderWithKey(ctx, req.query.order_number, req.query.key)),
      };
    },
  );

  for (const wallet of ["google_pay", "apple_pay"] as const) {
    const slug = wallet.replace("_", "-");
    app.get(
      `${BASE}/${slug}/echo/`,
      { schema: { response: { 200: walletEchoResponse } }, config: { name: `payments:${slug}-echo` } },
      async () => wallets.walletEcho(ctx, wallet),
    );
    app.post(
      `${BASE}/${slug}/init/`,
      {
        schema: { body: orderRefQuery, response: { 200: walletInitResponse } },
        config: { name: `payments:${slug}-init` },
      },
      async (req) =>
        wallets.walletInit(ctx, wallet, await orderWithKey(ctx, req.body.order_number, req.body.key)),
    );
    app.post(
      `${BASE}/${slug}/session/`,
      {
        schema: { body: walletSessionBody, response: { 200: walletSessionResponse } },
        config: { name: `payments:${slug}-session` },
      },
      async (req) => wallets.walletSession(wallet, req.body.validation_url),
    );
    app.post(
      `${BASE}/${slug}/process/`,
      {
        schema: { body: walletProcessBody, response: { 200: walletProcessResponse } },
        config: { name: `payments:${slug}-process` },
      },
      async (req) => {
        const res = await wallets.walletProcess(
          ctx,
          wallet,
          await orderWithKey(ctx, req.body.order_number, req.body.key),
          req.body.token,
        );
        return { ...res, message: res.status === "paid" ? null : req.t("payments:walletFailed") };
      },
    );
  }

  app.get(
    `${BASE}/twisto/`,
    { schema: { response: { 200: twistoResponse } }, config: { name: "payments:twisto" } },
    async (req) => wallets.twistoData(ctx, await currentCartId(ctx, req)),
  );
  app.post(
    `${BASE}/twisto/`,
    { schema: { body: twistoBody, response: { 200: twistoResponse } }, config: { name: "payments:twisto" } },
    async (req, reply) => wallets.twistoCheck(ctx, await requireCartId(ctx, req, reply), req.body),
  );
}
