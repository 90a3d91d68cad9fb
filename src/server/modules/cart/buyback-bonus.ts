import type { AppContext } from "../../platform/context.js";

/** An accepted buy-back quote as the cart needs it. */
export interface BuybackQuote {
  id: string;
  /** The agreed buy-back price in minor units. */
  price: number;
  productTypeCode: string | null;
  manufacturerId: number | null;
  quality: string | null;
}

/**
 * What the cart asks the buy-back area: the accepted quote and the bonus percentage for it
 * (spec §1: the bonus percentage is set by a parameter; the buy-back area exposes the settings
 * at `buyback:bonuses`). Kept behind this small interface so the cart does not read buy-back tables.
 */
export interface BuybackBonusSource {
  acceptedQuote(ctx: AppContext, quoteId: string): Promise<BuybackQuote | null>;
  bonusPercent(
    ctx: AppContext,
    quote: BuybackQuote,
    newDevice: { typeCode: string; manufacturerId: number },
  ): Promise<number>;
}

/** Until the buy-back area registers its source no quote is known, so no bonus is granted. */
const none: BuybackBonusSource = {
  acceptedQuote: async () => null,
  bonusPercent: async () => 0,
};

let source: BuybackBonusSource = none;

/** Called once by the buy-back module (or a test) to connect the bonus. */
export function setBuybackBonusSource(s: BuybackBonusSource): void {
  source = s;
}

export const buybackBonusSource = () => source;

/** The bonus: a percentage of the buy-back price, in whole currency units. */
export const bonusAmount = (quotePrice: number, percent: number) =>
  Math.round((quotePrice * percent) / 100 / 100) * 100;
