import type { LeaseOfferAdmin, LeaseOfferBody } from "../../../contract/content.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { notFound, ValidationError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { contentChanged } from "./content-admin.service.js";
import * as q from "./lease-offers.queries.js";

/**
 * Staff editing the time-limited lease offers of a countdown component (issue 20). Shoppers see
 * the running ones through `cart:limited-lease/{component_pk}` (the cart module's read, not cached);
 * a change still empties the content cache, as every content change does.
 */

function view(r: q.LeaseOfferRow, now = new Date()): LeaseOfferAdmin {
  return {
    id: r.id,
    component_id: r.componentId,
    master_product_id: r.masterProductId,
    master_product_name: r.name,
    months: r.months,
    monthly_price: r.monthlyPrice,
    valid_from: r.validFrom.toISOString(),
    valid_to: r.validTo.toISOString(),
    running: r.validFrom <= now && r.validTo >= now,
  };
}

async function countdown(ctx: AppContext, componentId: number) {
  const c = await q.componentKind(ctx.db, componentId);
  if (c?.type !== "countdown") throw notFound("content:errors.componentNotFound");
  return c;
}

export async function listLeaseOffers(ctx: AppContext, componentId: number) {
  await countdown(ctx, componentId);
  const now = new Date();
  return (await q.leaseOffersOf(ctx.db, componentId)).map((r) => view(r, now));
}

/** The product (a variant's master) and the end (not past), checked; Czech field errors otherwise. */
async function values(ctx: AppContext, body: LeaseOfferBody, keepMaster?: number) {
  const errors: Record<string, string[]> = {};
  let masterProductId = keepMaster;
  if (body.product_id !== undefined) masterProductId = await q.masterOfProduct(ctx.db, body.product_id);
  if (masterProductId === undefined) errors.product_id = ["content:errors.leaseProduct"];
  const validTo = new Date(body.valid_to);
  if (!(validTo.getTime() > Date.now())) errors.valid_to = ["content:errors.leaseEnd"];
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(errors, first[0]);
  return {
    masterProductId: masterProductId!,
    months: body.months,
    monthlyPrice: body.monthly_price,
    validTo,
  };
}

export async function createLeaseOffer(
  ctx: AppContext,
  user: SessionUser,
  componentId: number,
  body: LeaseOfferBody,
) {
  const c = await countdown(ctx, componentId);
  const v = await values(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    const id = await q.insertLeaseOffer(tx, componentId, v, new Date());
    await audit(tx, {
      actorId: user.id,
      action: "content.lease-offer-add",
      entity: "landing_page",
      entityId: c.pageId,
      detail: { component: componentId, lease_offer: id },
    });
    return id;
  });
  await contentChanged(ctx);
  return view((await q.leaseOfferById(ctx.db, id))!);
}

export async function updateLeaseOffer(ctx: AppContext, user: SessionUser, id: number, body: LeaseOfferBody) {
  const row = await q.leaseOfferById(ctx.db, id);
  if (!row) throw notFound("content:errors.leaseNotFound");
  const v = await values(ctx, body, row.masterProductId);
  await ctx.db.transaction(async (tx) => {
    if (!(await q.updateLeaseOffer(tx, id, v))) throw notFound("content:errors.leaseNotFound");
    await audit(tx, {
      actorId: user.id,
      action: "content.lease-offer-update",
      entity: "lease_offer",
      entityId: id,
      detail: { component: row.componentId, lease_offer: id },
    });
  });
  await contentChanged(ctx);
  return view((await q.leaseOfferById(ctx.db, id))!);
}

export async function deleteLeaseOffer(ctx: AppContext, user: SessionUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await q.deleteLeaseOffer(tx, id);
    if (!row) throw notFound("content:errors.leaseNotFound");
    await audit(tx, {
      actorId: user.id,
      action: "content.lease-offer-delete",
      entity: "lease_offer",
      entityId: id,
      detail: { component: row.componentId, lease_offer: id },
    });
  });
  await contentChanged(ctx);
}
