/**
 * How a package price is split over its parts' order lines (decision 021): in proportion to each
 * part's list price times its pieces, in whole currency units when the package price is whole
 * (no haléř or bani appear on an invoice line), rounded down; what rounding leaves goes to the
 * first part sold as one piece, so the lines always sum to the package price exactly.
 */
export interface SplitPart {
  /** One piece's own price now, minor units. */
  listPrice: number;
  /** Pieces of it in one package. */
  quantity: number;
}

/** The index of the part that takes the rounding remainder: the first one of a single piece. */
export const remainderPart = (parts: readonly SplitPart[]) => parts.findIndex((p) => p.quantity === 1);

/** One piece's share of the package price, per part; Σ share × quantity = price. */
export function splitPackagePrice(price: number, parts: readonly SplitPart[]): number[] {
  const first = remainderPart(parts);
  if (first < 0) throw new Error("a package needs a part of one piece to take the rounding remainder");
  const step = BigInt(price % 100 === 0 ? 100 : 1);
  const weight = parts.reduce((s, p) => s + BigInt(p.listPrice) * BigInt(p.quantity), 0n);
  // BigInt: a price times a list price passes 2^53 for dear packages.
  const shares = parts.map((p) =>
    weight === 0n ? 0 : Number(((BigInt(price) * BigInt(p.listPrice)) / (weight * step)) * step),
  );
  const placed = shares.reduce((s, u, i) => s + u * parts[i]!.quantity, 0);
  shares[first] += price - placed;
  return shares;
}
