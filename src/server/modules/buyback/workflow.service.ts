import type { Quality } from "../../../domain/appraisal.js";
import { type BuybackStatus, canMove } from "../../../domain/buyback-status.js";
import { getT } from "../../../i18n/i18n.js";
import { audit } from "../../platform/audit.js";
import type { AppContext } from "../../platform/context.js";
import { conflict, notFound, ValidationError } from "../../platform/errors.js";
import { publishStatus } from "../../platform/live-status.js";
import type { SessionUser } from "../../platform/session.js";
import { describeColor } from "../device-selector/device-selector.service.js";
import { type BuybackRow, insertEvent, selectBuybackByPublicId, updateStatus } from "./buyback.queries.js";
import { findVisible, isOwner, type Viewer } from "./buyback-detail.service.js";
import { afterCommit, sendStatusMail } from "./buyback-mail.js";
import { statusLink } from "./sell.service.js";

export interface StatusChange {
  status: BuybackStatus;
  /** Shown to the customer in the status e-mail and on the status page. */
  note?: string;
  offered_price?: number | null;
  offered_quality?: Quality | null;
}

/**
 * Moves a record along the workflow (domain/buyback-status.ts). The update is conditional on the
 * status read, so two staff members clicking at once cannot both move it; the loser gets a 409.
 * Every move is written to the history, the audit log and the customer's inbox.
 */
async function move(
  ctx: AppContext,
  row: BuybackRow,
  change: StatusChange,
  actorId: number | null,
): Promise<void> {
  const from = row.status as BuybackStatus;
  if (!canMove(from, change.status))
    throw conflict("buyback:badTransition", "bad_transition", { status: from });
  const set: Partial<BuybackRow> = { status: change.status };
  if (change.status === "requoted") {
    const fields: Record<string, string[]> = {};
    if (!change.offered_price) fields.offered_price = ["validation.required"];
    if (!change.offered_quality) fields.offered_quality = ["validation.required"];
    if (Object.keys(fields).length) throw new ValidationError(fields);
    set.offeredPrice = change.offered_price!;
    set.offeredQuality = change.offered_quality!;
  }
  if (change.status === "paid") set.paidAt = new Date();
  await ctx.db.transaction(async (tx) => {
    if (!(await updateStatus(tx, row.id, from, set)))
      throw conflict("buyback:badTransition", "bad_transition");
    await insertEvent(tx, { buybackId: row.id, status: change.status, note: change.note || null, actorId });
    await audit(tx, {
      actorId,
      action: "buyback.status",
      entity: "buyback",
      entityId: row.id,
      detail: { from, to: change.status, ...(set.offeredPrice ? { offered_price: set.offeredPrice } : {}) },
    });
  });
  await publishStatus(ctx, "buyback", row.id, change.status);
  await afterCommit(mailStatus(ctx, { ...row, ...set }, change.note));
}

/** Status mails go out in the shop's language: the record does not keep the seller's page language. */
async function mailStatus(ctx: AppContext, row: BuybackRow, note?: string) {
  const lang = ctx.market.language;
  const d = await describeColor(ctx, row.colorId, lang);
  await sendStatusMail(ctx, getT(lang), {
    to: row.email,
    number: row.number,
    device: d ? `${d.manufacturer} ${d.model}, ${d.color}` : row.number,
    status: row.status as BuybackStatus,
    statusUrl: statusLink(ctx, row.publicId),
    price: row.price,
    offeredPrice: row.offeredPrice,
    note,
  });
}

export async function changeStatus(
  ctx: AppContext,
  actor: SessionUser,
  publicId: string,
  change: StatusChange,
) {
  const row = await selectBuybackByPublicId(ctx.db, publicId);
  if (!row) throw notFound("buyback:notFound");
  await move(ctx, row, change, actor.id);
}

/** The seller accepts or declines the counter-offer from the status page. */
export async function answerOffer(ctx: AppContext, publicId: string, viewer: Viewer, accept: boolean) {
  const row = await findVisible(ctx, publicId, viewer);
  if (!isOwner(row, viewer)) throw notFound("buyback:notFound");
  await move(ctx, row, { status: accept ? "accepted" : "returned" }, viewer.user?.id ?? null);
}
