import { and, eq } from "drizzle-orm";
import { type ReviewBody, type ReviewsResponse, reviewsResponse } from "../../../contract/reviews.js";
import { defined, hasValues } from "../../db/defined.js";
import { productReviews, users } from "../../db/schema.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { cards } from "../catalog/catalog.service.js";
import type { CatalogCacheView } from "../catalog/catalog-cache.js";
import * as q from "./reviews.queries.js";

async function requireMaster(ctx: AppContext, seoName: string) {
  const master = await q.masterBySeoName(ctx.db, seoName);
  if (!master) throw notFound("catalog:productNotFound");
  return master;
}

/** Approved reviews of a model with the rating summary. */
export async function listReviews(
  ctx: AppContext,
  seoName: string,
  page: number,
  pageSize: number,
): Promise<ReviewsResponse> {
  const master = await requireMaster(ctx, seoName);
  const r = await q.approvedReviews(ctx.db, master.id, pageSize, (page - 1) * pageSize);
  return {
    summary: {
      average: r.summary.average,
      count: r.summary.count,
      distribution: r.summary.distribution ?? {},
    },
    items: r.items,
    page,
    pages: Math.max(1, Math.ceil(r.summary.count / pageSize)),
  };
}

/** A new review waits for staff approval (spec §4: published after verification). */
export async function addReview(ctx: AppContext, user: SessionUser | null, body: ReviewBody) {
  const master = await q.masterBySeoName(ctx.db, body.master_product);
  if (!master) throw new ValidationError({ master_product: ["catalog:productNotFound"] });
  const [row] = await ctx.db
    .insert(productReviews)
    .values({
      masterProductId: master.id,
      userId: user?.id ?? null,
      rating: body.rating,
      pros: body.pros,
      cons: body.cons,
      text: body.text,
      isAnonymous: body.is_anonymous,
      fullName: body.fullname,
    })
    .returning({ id: productReviews.id, status: productReviews.status });
  return row;
}

/** What the review form pre-fills: the product, the customer's name, whether they reviewed it already. */
export async function userDataForReview(ctx: AppContext, user: SessionUser | null, seoName: string) {
  const master = await requireMaster(ctx, seoName);
  let fullname: string | null = null;
  let already = false;
  if (user) {
    const [u] = await ctx.db
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, user.id));
    fullname = [u?.first, u?.last].filter(Boolean).join(" ") || null;
    already =
      (
        await ctx.db
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(and(eq(productReviews.userId, user.id), eq(productReviews.masterProductId, master.id)))
          .limit(1)
      ).length > 0;
  }
  return { product: master, fullname, is_authenticated: user !== null, already_reviewed: already };
}

export async function productsToReview(ctx: AppContext, user: SessionUser) {
  return { items: await cards(ctx, await q.purchasedNotReviewed(ctx.db, user.id)) };
}

export async function samsungProducts(ctx: AppContext) {
  return { items: await cards(ctx, await q.samsungProductIds(ctx.db)) };
}

export async function adminList(
  ctx: AppContext,
  query: { status?: string; page?: number; page_size?: number; ordering?: string },
) {
  const page = query.page ?? 1;
  const size = query.page_size ?? 50;
  const r = await q.adminReviews(
    ctx.db,
    query.status,
    query.ordering ?? "-created_at",
    size,
    (page - 1) * size,
  );
  return { count: r.count, page, pages: Math.max(1, Math.ceil(r.count / size)), results: r.results };
}

async function adminOne(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(productReviews).where(eq(productReviews.id, id));
  if (!row) throw notFound("catalog:reviews.notFound");
  return row;
}

export async function adminUpdate(
  ctx: AppContext,
  staff: SessionUser,
  id: number,
  patch: {
    rating?: number;
    pros?: string;
    cons?: string;
    text?: string;
    is_anonymous?: boolean;
    fullname?: string;
  },
) {
  await adminOne(ctx, id);
  const values = defined({
    rating: patch.rating,
    pros: patch.pros,
    cons: patch.cons,
    text: patch.text,
    isAnonymous: patch.is_anonymous,
    fullName: patch.fullname,
  });
  if (hasValues(values)) await ctx.db.update(productReviews).set(values).where(eq(productReviews.id, id));
  await audit(ctx.db, {
    actorId: staff.id,
    action: "update",
    entity: "product_review",
    entityId: id,
    detail: { fields: Object.keys(patch) },
  });
  return q.adminReviewsById(ctx.db, id);
}

/** Approve (publish) or disapprove (hide) a review; either can be changed again later. */
export async function adminApprove(ctx: AppContext, staff: SessionUser, id: number, approved: boolean) {
  await adminOne(ctx, id);
  const status = approved ? "approved" : "rejected";
  await ctx.db
    .update(productReviews)
    .set({ status, moderatedBy: staff.id, moderatedAt: new Date() })
    .where(eq(productReviews.id, id));
  await audit(ctx.db, {
    actorId: staff.id,
    action: approved ? "approve" : "disapprove",
    entity: "product_review",
    entityId: id,
  });
  return q.adminReviewsById(ctx.db, id);
}

/** A page of a product's published reviews as checked JSON text, kept in the version-keyed catalogue cache. */
export function reviewsJson(
  ctx: AppContext,
  cache: CatalogCacheView,
  seoName: string,
  page: number,
  pageSize: number,
): Promise<string> {
  return cache.json(
    `reviews:${seoName}:${page}:${pageSize}`,
    () => listReviews(ctx, seoName, page, pageSize),
    reviewsResponse,
  );
}
