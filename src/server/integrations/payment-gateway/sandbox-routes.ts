import type { FastifyInstance } from "fastify";
import { SIGNATURE_HEADER } from "./payment-gateway.js";
import { validCardNumber } from "./sandbox-card.js";
import { DECLINED_CARD, SANDBOX_BASE, SANDBOX_NOTIFY_JOB, type SandboxGateway } from "./sandbox-gateway.js";
import { sandboxPaymentPage } from "./sandbox-page.js";

/**
 * The sandbox gateway's own pages and its notifier. The page is the gateway's, not the shop's:
 * it is a plain form (no shop CSRF), and its outcome reaches the shop only through the signed
 * notification, delivered as a job through the shop's real HTTP route.
 */
export async function sandboxGatewayRoutes(
  app: FastifyInstance,
  opts: { gateway: SandboxGateway },
): Promise<void> {
  const { gateway } = opts;
  const { ctx } = app;

  await ctx.jobs.work<{ id: string }>(SANDBOX_NOTIFY_JOB, async ({ id }) => {
    const n = await gateway.notification(id);
    if (!n) return;
    const res = await app.inject({
      method: "POST",
      url: n.url,
      payload: n.body,
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: n.signature },
    });
    if (res.statusCode >= 300) throw new Error(`notification refused: ${res.statusCode}`);
  });

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { id: string } }>(
    `${SANDBOX_BASE}/pay/:id/`,
    { config: { name: "payments:sandbox-page" } },
    async (req, reply) => {
      const p = await gateway.find(req.params.id);
      if (!p) return reply.status(404).type("text/plain").send("Unknown payment");
      reply.header("cache-control", "no-store");
      return reply.type("text/html; charset=utf-8").send(sandboxPaymentPage({ ...p, market: ctx.market }));
    },
  );

  app.post<{ Params: { id: string }; Body: { action?: string; card_number?: string } }>(
    `${SANDBOX_BASE}/pay/:id/`,
    { config: { name: "payments:sandbox-pay", csrf: false } },
    async (req, reply) => {
      const p = await gateway.find(req.params.id);
      if (!p) return reply.status(404).type("text/plain").send("Unknown payment");
      if (p.state !== "CREATED")
        return reply.redirect(
          `${p.returnUrl}${p.returnUrl.includes("?") ? "&" : "?"}payment_id=${p.id}`,
          303,
        );
      const card = String(req.body?.card_number ?? "").replace(/\s+/g, "");
      if (req.body?.action !== "cancel" && !validCardNumber(card) && card !== DECLINED_CARD) {
        const error = ctx.market.language === "ro" ? "Număr de card nevalid." : "Neplatné číslo karty.";
        return reply
          .status(400)
          .type("text/html; charset=utf-8")
          .send(sandboxPaymentPage({ ...p, market: ctx.market, error }));
      }
      const state = req.body?.action === "cancel" ? "CANCELED" : card === DECLINED_CARD ? "FAILED" : "PAID";
      const back = await gateway.finish(p.id, state);
      return reply.redirect(back!, 303);
    },
  );
}
