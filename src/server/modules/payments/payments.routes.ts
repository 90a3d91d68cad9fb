import type { FastifyInstance } from "fastify";
import { SIGNATURE_HEADER } from "../../integrations/payment-gateway/payment-gateway.js";
import { sandboxGatewayRoutes } from "../../integrations/payment-gateway/sandbox-routes.js";
import { apiRoutes } from "../../platform/api-routes.js";
import { currentCartId, requireCartId } from "../cart/cart.service.js";
import { gatewayFor } from "./gateway.js";
import { handleNotification, orderWithKey, paymentStatus, startPayment } from "./payments.service.js";
import * as wallets from "./wallets.service.js";

export async function paymentsRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  await root.register(sandboxGatewayRoutes, { gateway: gatewayFor(ctx) });

  // The gateway's notification: signed, not a browser call, so no CSRF; the raw body is what is signed.
  await root.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    apiRoutes(scope).post("payments:gateway-notify", { config: { csrf: false } }, async (req, reply) => {
      const sig = req.headers[SIGNATURE_HEADER];
      const okSig = await handleNotification(
        ctx,
        String(req.body ?? ""),
        typeof sig === "string" ? sig : undefined,
      );
      return okSig ? reply.send({ ok: true }) : reply.status(400).send({ message: "bad signature" });
    });
  });

  route.get("payments:status", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return paymentStatus(ctx, await orderWithKey(ctx, req.query.order_number, req.query.key));
  });
  route.get("payments:status-by-id", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    return paymentStatus(ctx, await orderWithKey(ctx, req.query.order_number, req.query.key), req.params.id);
  });
  // Spec: GET card pay. Starts (or restarts after a failure) the card payment and says where to go.
  route.get("payments:card-pay", async (req, reply) => {
    reply.header("cache-control", "no-store");
    return {
      redirect_url: await startPayment(ctx, await orderWithKey(ctx, req.query.order_number, req.query.key)),
    };
  });

  for (const wallet of ["google_pay", "apple_pay"] as const) {
    const slug = wallet === "google_pay" ? "google-pay" : "apple-pay";
    route.get(`payments:${slug}-echo`, async () => wallets.walletEcho(ctx, wallet));
    route.post(`payments:${slug}-init`, async (req) =>
      wallets.walletInit(ctx, wallet, await orderWithKey(ctx, req.body.order_number, req.body.key)),
    );
    route.post(`payments:${slug}-session`, async (req) =>
      wallets.walletSession(wallet, req.body.validation_url),
    );
    route.post(`payments:${slug}-process`, async (req) => {
      const res = await wallets.walletProcess(
        ctx,
        wallet,
        await orderWithKey(ctx, req.body.order_number, req.body.key),
        req.body.token,
      );
      return { ...res, message: res.status === "paid" ? null : req.t("payments:walletFailed") };
    });
  }

  route.get("payments:twisto", async (req) => wallets.twistoData(ctx, await currentCartId(ctx, req)));
  route.post("payments:twisto", async (req, reply) =>
    wallets.twistoCheck(ctx, await requireCartId(ctx, req, reply), req.body),
  );
}
