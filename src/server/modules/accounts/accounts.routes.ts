import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  loginBody,
  meResponse,
  okResponse,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  profileBody,
  registerBody,
} from "../../../contract/accounts.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { endSession, startSession } from "../../platform/session.js";
import * as accounts from "./accounts.service.js";

const BASE = "/api/new/accounts";

export async function accountsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const secure = ctx.config.secureCookies;
  // 10 failed-or-not attempts per 15 minutes per address and e-mail; a success clears the count.
  const loginLimiter = new RateLimiter(ctx.rates, "login", 10, 15 * 60_000);
  const mailLimiter = new RateLimiter(ctx.rates, "accounts-mail", 5, 15 * 60_000);

  app.get(
    `${BASE}/me/`,
    { schema: { response: { 200: meResponse } }, config: { name: "accounts:me" } },
    (req) => accounts.getMe(ctx, req.user),
  );

  app.post(
    `${BASE}/register/`,
    { schema: { body: registerBody, response: { 201: meResponse } }, config: { name: "accounts:register" } },
    async (req, reply) => {
      await mailLimiter.hit(`register:${req.ip}`, "auth.tooManyAttempts");
      const b = req.body;
      const id = await accounts.createUser(ctx, {
        email: b.email,
        password: b.password,
        firstName: b.first_name,
        lastName: b.last_name,
      });
      await startSession(ctx.db, reply, id, secure);
      const me = await accounts.getMe(ctx, {
        id,
        role: "customer",
        permissions: [],
        firstName: b.first_name,
      });
      return reply.status(201).send(me);
    },
  );

  app.post(
    `${BASE}/login/`,
    { schema: { body: loginBody, response: { 200: meResponse } }, config: { name: "accounts:login" } },
    async (req, reply) => {
      const key = `${req.ip}:${req.body.email.toLowerCase()}`;
      await loginLimiter.hit(key, "auth.tooManyAttempts");
      const id = await accounts.authenticate(ctx, req.body.email, req.body.password);
      await loginLimiter.reset(key);
      if (req.sessionIdHash) await endSession(ctx.db, req, reply);
      await startSession(ctx.db, reply, id, secure);
      return accounts.getMe(ctx, { id, role: "customer", permissions: [], firstName: null });
    },
  );

  app.post(
    `${BASE}/logout/`,
    { schema: { response: { 200: okResponse } }, config: { name: "accounts:logout" } },
    async (req, reply) => {
      await endSession(ctx.db, req, reply);
      return { ok: true as const };
    },
  );

  app.post(
    `${BASE}/password-reset/`,
    {
      schema: { body: passwordResetBody, response: { 200: okResponse } },
      config: { name: "accounts:password-reset" },
    },
    async (req) => {
      await mailLimiter.hit(`reset:${req.ip}`, "auth.tooManyAttempts");
      await accounts.requestPasswordReset(ctx, req.body.email, req.t);
      return { ok: true as const, message: req.t("auth.resetSent") };
    },
  );

  app.post(
    `${BASE}/password-reset/confirm/`,
    {
      schema: { body: passwordResetConfirmBody, response: { 200: okResponse } },
      config: { name: "accounts:password-reset-confirm" },
    },
    async (req) => {
      await accounts.confirmPasswordReset(ctx, req.body.token, req.body.password);
      return { ok: true as const, message: req.t("auth.passwordChanged") };
    },
  );

  app.patch(
    `${BASE}/profile/`,
    {
      schema: { body: profileBody, response: { 200: meResponse } },
      config: { name: "accounts:profile", access: "user" },
    },
    async (req) => {
      await accounts.updateProfile(ctx, req.user!, req.body);
      return accounts.getMe(ctx, req.user);
    },
  );

  app.post(
    `${BASE}/password-change/`,
    {
      schema: { body: passwordChangeBody, response: { 200: okResponse } },
      config: { name: "accounts:password-change", access: "user" },
    },
    async (req) => {
      await accounts.changePassword(
        ctx,
        req.user!,
        req.body.current_password,
        req.body.password,
        req.sessionIdHash,
      );
      return { ok: true as const, message: req.t("auth.passwordChanged") };
    },
  );
}
