import type { AppContext } from "../../platform/context.js";
import type { SessionUser } from "../../platform/session.js";

/** An accepted buy-back quote as the cart needs it. */
export interface BuybackQuote {
  id: string;
  /** The agreed buy-back price in minor units. */
  price: number;
  productTypeCode: string | null;
  manufacturerId: number | null;
  quality: string | null;
  /** The percentage fixed when the quote was accepted, if the buy-back area keeps one. */
  bonusPercent?: number;
}

/** Who asks: a quote is used only by its own seller (or staff). */
export interface QuoteViewer {
  user: SessionUser | null;
  sessionHash: string | null;
}

/**
 * What the cart asks the buy-back area: the accepted quote and the bonus percentage for it
 * (spec §1: the bonus percentage is set by a parameter; the buy-back area exposes the settings
 * at `buyback:bonuses`). Kept behind this small interface so the cart does not read buy-back tables; the default source
 * (buyback-bonus-source.ts) asks the buy-back module's service.
 */
export interface BuybackBonusSource {
  acceptedQuote(ctx: AppContext, quoteId: string, viewer: QuoteViewer): Promise<BuybackQuote | null>;
  bonusPercent(
    ctx: AppContext,
    quote: BuybackQuote,
    newDevice: { typeCode: string; manufacturerId: number },
  ): Promise<number>;
}

let source: BuybackBonusSource | null = null;

/** Replaces the source (tests use a fake). */
export function setBuybackBonusSource(s: BuybackBonusSource): void {
  source = s;
}

export const buybackBonusSource = async (): Promise<BuybackBonusSource> =>
  // Loaded lazily so the cart does not pull the buy-back module in until a bonus is asked for.
  source ?? (await import("./buyback-bonus-source.js")).buybackModuleSource;

/** The bonus credited on a quote: the same rule the buy-back page shows (domain/buyback-bonus.ts). */
export { bonusAmount } from "../../../domain/buyback-bonus.js";
