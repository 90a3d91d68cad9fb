import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../platform/context.js";
import { ensureSession } from "../../platform/session.js";
import { cards } from "./catalog.service.js";
import { cardsByProductIds } from "./catalog-cards.queries.js";
import * as q from "./catalog-customer.queries.js";

export async function favourites(ctx: AppContext, userId: number) {
  const ids = await q.favouriteIds(ctx.db, userId);
  return { items: await cardsByProductIds(ctx.db, ids, ctx.market.language), ids };
}

/** Adds one or many (a guest's browser list merged at login). */
export async function addFavourites(ctx: AppContext, userId: number, ids: number[]) {
  await q.addFavourites(ctx.db, userId, [...new Set(ids)]);
  return favourites(ctx, userId);
}

export async function removeFavourite(ctx: AppContext, userId: number, productId: number) {
  await q.removeFavourite(ctx.db, userId, productId);
  return favourites(ctx, userId);
}

/** Visits are kept per customer, or per browser session for guests (one is started if needed). */
function owners(req: FastifyRequest): string[] {
  return [req.user ? `u:${req.user.id}` : null, req.sessionIdHash ? `s:${req.sessionIdHash}` : null].filter(
    (o): o is string => o !== null,
  );
}

export async function recordVisit(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  productId: number,
) {
  const owner = req.user
    ? `u:${req.user.id}`
    : `s:${await ensureSession(ctx.db, req, reply, ctx.config.production)}`;
  await q.recordVisit(ctx.db, owner, productId);
  return lastVisited(ctx, req);
}

export async function lastVisited(ctx: AppContext, req: FastifyRequest) {
  const who = owners(req);
  const items = who.length
    ? await cardsByProductIds(ctx.db, await q.visitedIds(ctx.db, who), ctx.market.language)
    : [];
  return { items, codes: items.map((i) => i.code) };
}

export async function expected(ctx: AppContext, limit: number) {
  return { items: await cards(ctx, await q.expectedIds(ctx.db, limit)) };
}

export async function newlyStocked(ctx: AppContext, limit: number) {
  return { items: await cards(ctx, await q.newlyStockedIds(ctx.db, limit)) };
}
