import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { forbidden } from "../../platform/errors.js";
import { countByCartToken, countProducts } from "./cart.queries.js";
import { type CartIdentity, ensureCart, findCart, hashCartToken } from "./cart-identity.js";

export const CART_COOKIE = "cart";
const CART_DAYS = 90;

export const identity = (req: FastifyRequest): CartIdentity => ({
  token: req.cookies[CART_COOKIE],
  userId: req.user?.id ?? null,
});

export async function currentCart(ctx: AppContext, req: FastifyRequest) {
  return findCart(ctx, identity(req));
}

export async function currentCartId(ctx: AppContext, req: FastifyRequest): Promise<number | null> {
  return (await findCart(ctx, identity(req)))?.id ?? null;
}

/**
 * Pieces of products in the shopper's cart (the header's count, on every page). A guest's cart is
 * found and counted in one round trip; a customer's goes through `findCart`, which may claim or
 * merge the guest cart they logged in with.
 */
export async function currentCartCount(ctx: AppContext, req: FastifyRequest): Promise<number> {
  const who = identity(req);
  if (who.userId) {
    const cart = await findCart(ctx, who);
    return cart ? countProducts(ctx.db, cart.id) : 0;
  }
  if (!who.token || who.token.length >= 100) return 0;
  const guest = await countByCartToken(ctx.db, hashCartToken(who.token));
  // As findCart: a guest cookie naming a customer's cart shows a guest nothing.
  return guest && guest.userId === null ? guest.n : 0;
}

/** The open cart, created on first use; its cookie outlives the browser session (spec: survives a restart). */
export async function requireCartId(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<number> {
  return (await requireCart(ctx, req, reply)).id;
}

/** `requireCartId`, telling also whether this request created the cart (`fresh`: it has no lines). */
export async function requireCart(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ id: number; fresh: boolean }> {
  const { cart, token } = await ensureCart(ctx, identity(req));
  if (token) {
    reply.setCookie(CART_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: ctx.config.secureCookies,
      maxAge: CART_DAYS * 86_400,
    });
  }
  return { id: cart.id, fresh: !!token };
}

/** `a[b]=1` → {a: {b: "1"}}: how a plain HTML form sends the nested add-to-cart fields. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (m) {
      const group = out[m[1]];
      out[m[1]] = { ...(typeof group === "object" ? group : {}), [m[2]]: value };
    } else out[key] = value;
  }
  return out;
}

export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
}

export const isFormPost = (req: FastifyRequest) =>
  (req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

/**
 * CSRF for a call that must also work as a plain form before the page's script runs: the usual
 * header token, or else the browser's Origin (or Referer) naming this very host.
 */
export function checkFormCsrf(req: FastifyRequest): void {
  const sent = req.headers["x-csrftoken"];
  const cookie = req.cookies.csrftoken;
  if (
    typeof sent === "string" &&
    cookie &&
    sent.length === cookie.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(cookie))
  )
    return;
  const from = req.headers.origin ?? req.headers.referer;
  if (typeof from === "string" && isFormPost(req)) {
    try {
      if (new URL(from).host === req.headers.host) return;
    } catch {}
  }
  throw forbidden("errors.csrf");
}

/** Only same-site paths are followed after a form post. */
export const safeNext = (next: string | undefined, fallback: string) =>
  next?.startsWith("/") && !next.startsWith("//") ? next : fallback;
