import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../domain/market.js";
import { getT } from "../../i18n/i18n.js";
import { allows } from "./access.js";
import { forbidden, unauthorized } from "./errors.js";
import { requestArrivedAt, runArrivedAt } from "./request-arrival.js";
import { loadSession, SESSION_COOKIE, type SessionUser } from "./session.js";

export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const LANGS = new Set<Language>(["cs", "ro", "en"]);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A page request's session, lent to the in-process API calls its loaders make, so a page with four
 * loaders looks the session up once instead of five times. Keys are random and live only while
 * the page renders, so an outside request cannot borrow one.
 */
export const SESSION_LOAN_HEADER = "x-shop-session-loan";
interface Loan {
  session: { idHash: string; user: SessionUser | null } | null;
  /** The page's arrival: its calls are part of it (see request-arrival.ts). */
  arrivedAt: number;
}
const lentSessions = new Map<string, Loan>();

export function lendSession(request: FastifyRequest): string {
  const key = randomBytes(24).toString("base64url");
  lentSessions.set(key, {
    session: request.sessionIdHash ? { idHash: request.sessionIdHash, user: request.user } : null,
    arrivedAt: requestArrivedAt() ?? performance.now(),
  });
  return key;
}

export function endSessionLoan(key: string): void {
  lentSessions.delete(key);
}

/** A page's own in-process call (it holds a live loan); an outside request cannot pass for one. */
export function isPageCall(headers: Record<string, unknown>): boolean {
  const loan = headers[SESSION_LOAN_HEADER];
  return typeof loan === "string" && lentSessions.has(loan);
}

/**
 * Per request, in order: its arrival (reads may share what was read after it), language, session and user (one query, only when a session cookie is
 * sent), the CSRF double-submit check on unsafe methods, and the route's declared access.
 */
export function registerRequestHooks(app: FastifyInstance): void {
  const { db, market, config } = app.ctx;
  app.decorateRequest("user", null);
  app.decorateRequest("sessionIdHash", null);
  app.decorateRequest("lang", market.language);
  app.decorateRequest("t", getT(market.language));

  app.addHook("onRequest", (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.routeOptions.config?.static) return done();
    const loan = request.headers[SESSION_LOAN_HEADER];
    const lent = typeof loan === "string" ? lentSessions.get(loan) : undefined;
    runArrivedAt(lent?.arrivedAt ?? performance.now(), done);
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const cookieLang = request.cookies.lang as Language | undefined;
    request.lang = cookieLang && LANGS.has(cookieLang) ? cookieLang : market.language;
    request.t = getT(request.lang);
    // Static files are the same for everyone: no session lookup, no cookie (a CDN may cache them).
    if (request.routeOptions.config?.static) return;

    const loan = request.headers[SESSION_LOAN_HEADER];
    const session =
      typeof loan === "string" && lentSessions.has(loan)
        ? lentSessions.get(loan)!.session
        : await loadSession(db, request.cookies[SESSION_COOKIE]);
    if (session) {
      request.sessionIdHash = session.idHash;
      request.user = session.user;
    }

    let csrf = request.cookies[CSRF_COOKIE];
    if (!csrf) {
      csrf = randomBytes(18).toString("base64url");
      // Readable by the page's script, which echoes it in the X-CSRFToken header.
      reply.setCookie(CSRF_COOKIE, csrf, {
        path: "/",
        sameSite: "lax",
        secure: config.secureCookies,
        httpOnly: false,
      });
      request.cookies[CSRF_COOKIE] = csrf;
    }
    const routeConfig = request.routeOptions.config;
    if (UNSAFE.has(request.method) && routeConfig?.csrf !== false && request.routeOptions.url) {
      const sent = request.headers[CSRF_HEADER];
      const fresh = !request.headers.cookie?.includes(`${CSRF_COOKIE}=`);
      if (fresh || typeof sent !== "string" || !sameToken(sent, csrf)) throw forbidden("errors.csrf");
    }

    const access = routeConfig?.access ?? "public";
    if (!allows(access, request.user, routeConfig?.permission)) {
      if (!request.user) throw unauthorized("auth.loginRequired");
      throw forbidden("auth.forbidden");
    }
  });
}
