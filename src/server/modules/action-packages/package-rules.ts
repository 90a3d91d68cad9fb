import type { ActionPackageInput } from "../../../contract/action-packages.js";
import type { FieldErrors } from "../../platform/errors.js";
import { toFieldErrors } from "../../platform/field-errors.js";

/** A product as the rules see it (null: no such product). */
export interface PartProduct {
  id: number;
  price: number;
  isActive: boolean;
}

/**
 * The package rules that need the catalogue, as field errors on the staff form (null: none):
 * at least two different products, each existing and selling in this market (each market has
 * its own catalogue), none twice, one of a single piece (it takes the price split's rounding
 * remainder), and a package price below what the parts cost one by one.
 */
export function packageErrors(
  input: Pick<ActionPackageInput, "price" | "parts">,
  products: Map<number, PartProduct>,
  formatPrice: (minor: number) => string,
): FieldErrors | null {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<number>();
  input.parts.forEach((p, i) => {
    const product = products.get(p.product_id);
    if (seen.has(p.product_id))
      issues.push({ path: ["parts", i, "product_id"], message: "action-packages:duplicatePart" });
    else if (!product?.isActive)
      issues.push({ path: ["parts", i, "product_id"], message: "action-packages:partNotSellable" });
    seen.add(p.product_id);
  });
  if (seen.size < 2) issues.push({ path: ["parts"], message: "action-packages:atLeastTwoParts" });
  else if (!input.parts.some((p) => p.quantity === 1))
    issues.push({ path: ["parts"], message: "action-packages:needsSinglePiece" });
  const sum = partsTotal(input.parts, products);
  if (sum !== null && issues.length === 0 && input.price >= sum)
    issues.push({
      path: ["price"],
      message: `action-packages:priceNotBelowParts?sum=${encodeURIComponent(formatPrice(sum))}`,
    });
  return issues.length ? toFieldErrors(issues).fields : null;
}

/** What the parts cost one by one (null when a part is unknown). */
export function partsTotal(
  parts: readonly { product_id: number; quantity: number }[],
  products: Map<number, { price: number }>,
): number | null {
  let sum = 0;
  for (const p of parts) {
    const product = products.get(p.product_id);
    if (!product) return null;
    sum += product.price * p.quantity;
  }
  return sum;
}
