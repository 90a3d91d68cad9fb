import type { ReviewBody } from "../../../contract/reviews.js";
import { defined } from "../../db/defined.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { cards, catalogCache, findModel, requireModel, reviewsJson } from "../catalog/catalog.service.js";
import * as q from "./reviews.queries.js";

/**
 * `reviews:list`: a page of a product's published reviews as JSON text. They are read through the
 * catalogue, which shows the first ones on the product page and keeps them by catalogue version.
 */
export async function publishedReviews(ctx: AppContext, seoName: string, page: number, pageSize: number) {
  return reviewsJson(ctx, await catalogCache(ctx).at(), seoName, page, pageSize);
}

/** A new review waits for staff approval (spec §4: published after verification). */
export async function addReview(ctx: AppContext, user: SessionUser | null, body: ReviewBody) {
  const master = await findModel(ctx, body.master_product);
  if (!master) throw new ValidationError({ master_product: ["catalog:productNotFound"] });
  return q.insertReview(ctx.db, {
    masterProductId: master.id,
    userId: user?.id ?? null,
    rating: body.rating,
    pros: body.pros,
    cons: body.cons,
    text: body.text,
    isAnonymous: body.is_anonymous,
    fullName: body.fullname,
  });
}

/** What the review form pre-fills: the product, the customer's name, whether they reviewed it already. */
export async function userDataForReview(ctx: AppContext, user: SessionUser | null, seoName: string) {
  const master = await requireModel(ctx, seoName);
  let fullname: string | null = null;
  let already = false;
  if (user) {
    const u = await q.customerName(ctx.db, user.id);
    fullname = [u?.first, u?.last].filter(Boolean).join(" ") || null;
    already = await q.hasReviewed(ctx.db, user.id, master.id);
  }
  return { product: master, fullname, is_authenticated: user !== null, already_reviewed: already };
}

export async function productsToReview(ctx: AppContext, user: SessionUser) {
  return { items: await cards(ctx, await q.purchasedNotReviewed(ctx.db, user.id)) };
}

/** The account lists this many of a customer's reviews. */
export const MY_REVIEWS_LIMIT = 100;

/** The account's reviews (issue 16): the customer's own, published or waiting for approval or not published. */
export async function myReviews(ctx: AppContext, user: SessionUser) {
  const rows = await q.reviewsOfUser(ctx.db, user.id, MY_REVIEWS_LIMIT);
  return { results: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) };
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

async function assertReview(ctx: AppContext, id: number) {
  if (!(await q.reviewExists(ctx.db, id))) throw notFound("catalog:reviews.notFound");
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
  await assertReview(ctx, id);
  const values = defined({
    rating: patch.rating,
    pros: patch.pros,
    cons: patch.cons,
    text: patch.text,
    isAnonymous: patch.is_anonymous,
    fullName: patch.fullname,
  });
  await q.updateReview(ctx.db, id, values);
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
  await assertReview(ctx, id);
  const status = approved ? "approved" : "rejected";
  await q.updateReview(ctx.db, id, { status, moderatedBy: staff.id, moderatedAt: new Date() });
  await audit(ctx.db, {
    actorId: staff.id,
    action: approved ? "approve" : "disapprove",
    entity: "product_review",
    entityId: id,
  });
  return q.adminReviewsById(ctx.db, id);
}

/** The account's data export and deletion (issue 16, decision 016). */
export { anonymiseReviewsOfUser, reviewsOfUserForExport } from "./personal-data.queries.js";
