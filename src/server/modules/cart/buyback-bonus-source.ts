import { tradeIn } from "../buyback/buyback.service.js";
import type { BuybackBonusSource } from "./buyback-bonus.js";

/**
 * The buy-back area as the cart's bonus source: the quote is the seller's own buy-back, its bonus
 * the percentage fixed at the sale from the bonus settings (`buyback:bonuses`), its price the
 * counter-offer when one was accepted (`tradeIn` in the buy-back service).
 */
export const buybackModuleSource: BuybackBonusSource = {
  async acceptedQuote(ctx, quoteId, viewer) {
    try {
      const quote = await tradeIn(ctx, quoteId, viewer);
      if (!quote) return null;
      return {
        id: quote.id,
        price: quote.price,
        productTypeCode: null,
        manufacturerId: null,
        quality: quote.quality,
        bonusPercent: quote.bonusPercent,
      };
    } catch {
      return null;
    }
  },
  bonusPercent: async (_ctx, quote) => quote.bonusPercent ?? 0,
};
