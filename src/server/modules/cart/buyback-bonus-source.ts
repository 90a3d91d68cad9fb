import { findVisible } from "../buyback/buyback-detail.service.js";
import type { BuybackBonusSource } from "./buyback-bonus.js";

/** Returned or cancelled buy-backs give no bonus; every other state is a device on its way to us. */
const NO_BONUS = new Set(["returned", "cancelled"]);

/**
 * The buy-back area as the cart's bonus source: the quote is the seller's own buy-back (found by
 * its unguessable id for its owner), its bonus the percentage fixed at the sale from the bonus
 * settings (`buyback:bonuses`), its price the counter-offer when one was accepted.
 */
export const buybackModuleSource: BuybackBonusSource = {
  async acceptedQuote(ctx, quoteId, viewer) {
    try {
      const row = await findVisible(ctx, quoteId, viewer);
      if (NO_BONUS.has(row.status)) return null;
      return {
        id: row.publicId,
        price: row.offeredPrice ?? row.price,
        productTypeCode: null,
        manufacturerId: null,
        quality: row.offeredQuality ?? row.quality,
        bonusPercent: row.bonusPercent,
      };
    } catch {
      return null;
    }
  },
  bonusPercent: async (_ctx, quote) => quote.bonusPercent ?? 0,
};
