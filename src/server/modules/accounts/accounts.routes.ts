import type { FastifyInstance } from "fastify";
import { apiRoutes } from "../../platform/api-routes.js";
import { streamStatuses } from "../../platform/live-status.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { endSession, startSession } from "../../platform/session.js";
import { accountRecords } from "./account-live.js";
import * as accounts from "./accounts.service.js";

/** Registrations one client address may make in 15 minutes. */
export const REGISTRATIONS_PER_WINDOW = 20;

export async function accountsRoutes(root: FastifyInstance): Promise<void> {
  const route = apiRoutes(root);
  const { ctx } = root;
  const secure = ctx.config.secureCookies;
  // 10 failed-or-not attempts per 15 minutes per address and e-mail; a success clears the count.
  const loginLimiter = new RateLimiter(ctx.rates, "login", 10, 15 * 60_000);
  const mailLimiter = new RateLimiter(ctx.rates, "accounts-mail", 5, 15 * 60_000);
  // Registrations per address: looser than the mail limits, since many people share one address (an
  // office, a store's Wi-Fi, a mobile carrier's shared addresses); each still mails one link only.
  const registerLimiter = new RateLimiter(ctx.rates, "register", REGISTRATIONS_PER_WINDOW, 15 * 60_000);

  route.get("accounts:me", (req) => accounts.getMe(ctx, req.user));

  // The account lists' live status (issue 16): one stream of every record of the customer's.
  route.get("accounts:status-events", async (req, reply) => {
    streamStatuses(ctx, await accountRecords(ctx, req.user!.id), req, reply);
  });

  route.post("accounts:register", async (req, reply) => {
    await registerLimiter.hit(req.ip, "auth.tooManyAttempts");
    const b = req.body;
    const id = await accounts.createUser(ctx, {
      email: b.email,
      password: b.password,
      firstName: b.first_name,
      lastName: b.last_name,
    });
    await accounts.sendVerification(ctx, id, req.t);
    await startSession(ctx.db, reply, id, secure);
    const me = await accounts.getMe(ctx, {
      id,
      role: "customer",
      permissions: [],
      firstName: b.first_name,
    });
    return reply.status(201).send(me);
  });

  route.post("accounts:login", async (req, reply) => {
    const key = `${req.ip}:${req.body.email.toLowerCase()}`;
    await loginLimiter.hit(key, "auth.tooManyAttempts");
    const id = await accounts.authenticate(ctx, req.body.email, req.body.password);
    await loginLimiter.reset(key);
    if (req.sessionIdHash) await endSession(ctx.db, req, reply);
    await startSession(ctx.db, reply, id, secure);
    return accounts.getMe(ctx, { id, role: "customer", permissions: [], firstName: null });
  });

  route.post("accounts:logout", async (req, reply) => {
    await endSession(ctx.db, req, reply);
    return { ok: true as const };
  });

  route.post("accounts:password-reset", async (req) => {
    await mailLimiter.hit(`reset:${req.ip}`, "auth.tooManyAttempts");
    await accounts.requestPasswordReset(ctx, req.body.email, req.t);
    return { ok: true as const, message: req.t("auth.resetSent") };
  });

  route.post("accounts:password-reset-confirm", async (req) => {
    await accounts.confirmPasswordReset(ctx, req.body.token, req.body.password);
    return { ok: true as const, message: req.t("auth.passwordChanged") };
  });

  route.post("accounts:verify-email", async (req) => {
    const a = await accounts.verifyEmail(ctx, req.body.token);
    return {
      ok: true as const,
      message: req.t("account:verify.done"),
      attached: { orders: a.orders, buybacks: a.buybacks, service_orders: a.serviceOrders },
    };
  });

  route.post("accounts:verify-email-resend", async (req) => {
    await mailLimiter.hit(`verify:${req.user!.id}`, "auth.tooManyAttempts");
    const sent = await accounts.sendVerification(ctx, req.user!.id, req.t);
    return { ok: true as const, message: req.t(sent ? "account:verify.resent" : "account:verify.already") };
  });

  route.patch("accounts:profile", async (req) => {
    await accounts.updateProfile(ctx, req.user!, req.body);
    return accounts.getMe(ctx, req.user);
  });

  route.post("accounts:password-change", async (req) => {
    await accounts.changePassword(
      ctx,
      req.user!,
      req.body.current_password,
      req.body.password,
      req.sessionIdHash,
    );
    return { ok: true as const, message: req.t("auth.passwordChanged") };
  });
}
