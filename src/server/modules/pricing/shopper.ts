import type { MarketCode } from "../../../domain/market.js";

/**
 * Whose prices a read shows: a customer's or a shop account's user id (their price groups are worked
 * out in SQL, level-price-sql.ts), or null for retail (visitors and staff). Retail answers are the
 * ones the catalogue caches share; any other is read fresh (decision 017).
 */
export interface Shopper {
  userId: number | null;
  market: MarketCode;
}

/** The shopper of a request: only customer and shop accounts can have level prices. */
export function shopperOf(
  market: { code: MarketCode },
  user: { id: number; role: string } | null | undefined,
): Shopper {
  const levelled = user && (user.role === "customer" || user.role === "shop");
  return { userId: levelled ? user.id : null, market: market.code };
}

export const isRetail = (shopper: Shopper) => shopper.userId === null;

/** A retail shopper of a market (lists, caches, warm-up). */
export const retailShopper = (market: { code: MarketCode }): Shopper => ({
  userId: null,
  market: market.code,
});
