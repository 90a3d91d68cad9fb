import type { AppContext } from "../../platform/context.js";
import { findVisible, type Viewer } from "./buyback-detail.service.js";

/**
 * The buy-back area's surface for other modules (its routes are the composition root's): what the
 * cart needs to credit a trade-in bonus.
 */

/** A seller's buy-back as a trade-in toward a new device. */
export interface TradeIn {
  id: string;
  /** The agreed price in minor units: the counter-offer when one was accepted. */
  price: number;
  quality: string;
  /** The bonus percentage fixed at the sale from the bonus settings (`buyback:bonuses`). */
  bonusPercent: number;
}

/** Returned or cancelled buy-backs give no bonus; every other state is a device on its way to us. */
const NO_BONUS = new Set(["returned", "cancelled"]);

/**
 * The seller's own buy-back (found by its unguessable id for its owner, or staff) that may earn a
 * bonus; null when it gives none. Throws, like the detail, when the viewer may not see it.
 */
export async function tradeIn(ctx: AppContext, publicId: string, viewer: Viewer): Promise<TradeIn | null> {
  const row = await findVisible(ctx, publicId, viewer);
  if (NO_BONUS.has(row.status)) return null;
  return {
    id: row.publicId,
    price: row.offeredPrice ?? row.price,
    quality: row.offeredQuality ?? row.quality,
    bonusPercent: row.bonusPercent,
  };
}

/** The ids of a customer's buy-backs, for the account's live stream. */
export { buybackIdsOfUser } from "./buyback.queries.js";
/** The account's data export and deletion (issue 16, decision 016). */
export { buybacksOfUserForExport, detachBuybacksOfUser } from "./personal-data.queries.js";
