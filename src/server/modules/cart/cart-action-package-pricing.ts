import type { CartActionPackage } from "../../../contract/action-packages.js";
import type { PackageWithParts } from "../action-packages/action-packages.service.js";
import { onSale, splitPackagePrice } from "../action-packages/action-packages.service.js";
import type { CartLine } from "./cart.queries.js";
import type { PricedLine } from "./cart-pricing.js";

/** The package a cart's package line is, put on its line by `attachActionPackages` after the read. */
export type CartPackageRef = PackageWithParts;
/** A cart line as the pricing gets it: a package line carries its package. */
export type LineWithPackage = CartLine & { actionPackage?: CartPackageRef };

interface Group {
  ref: CartPackageRef;
  root: CartLine;
  parts: PricedLine[];
  ended: boolean;
  shortPart: string | null;
  partsTotal: number;
}

/**
 * Prices the cart's action packages (issue 20, decision 021), before discounts: each part's line
 * gets its share of the package price (`splitPackagePrice`) and is marked with its package, so
 * discounts skip it unless they apply to packages and the order keeps where it came from. A
 * package that ended, or whose parts in the cart no longer match it (staff changed it, a part
 * stopped selling), keeps its parts at their own prices and is `ended`: the order refuses it.
 */
export function priceActionPackages(priced: PricedLine[], lines: readonly CartLine[], now: Date): Group[] {
  const groups: Group[] = [];
  for (const root of lines as readonly LineWithPackage[]) {
    const ref = root.actionPackage;
    if (!ref) continue;
    const parts = priced.filter((p) => p.parentId === root.id);
    const byProduct = new Map(parts.map((p) => [p.productId, p]));
    const matches =
      parts.length === ref.parts.length &&
      ref.parts.every((d) => byProduct.get(d.productId)?.quantity === d.quantity * root.quantity);
    const ended = !onSale(ref.row, now) || !matches || ref.parts.some((d) => !d.isActive);
    const ordered = matches ? ref.parts.map((d) => byProduct.get(d.productId)!) : parts;
    const partsTotal = ordered.reduce((s, p) => s + p.unitPrice * p.quantity, 0);
    if (!ended) {
      // Shares of one package, from the parts' own prices now (the lines' prices).
      const shares = splitPackagePrice(
        ref.row.price,
        ordered.map((p) => ({ listPrice: p.unitPrice, quantity: p.quantity / root.quantity })),
      );
      ordered.forEach((p, i) => {
        p.unitPrice = shares[i]!;
        p.finalPrice = p.unitPrice * p.quantity;
      });
    }
    for (const p of ordered) p.actionPackage = { id: ref.row.id, name: ref.name };
    const short = ref.parts.find((d) => d.stock < d.quantity * root.quantity);
    groups.push({ ref, root, parts: ordered, ended, shortPart: short?.name ?? null, partsTotal });
  }
  return groups;
}

/** The packages as the cart shows them, after discounts (a package's discount is its parts'). */
export function actionPackagesOut(groups: readonly Group[], lines: readonly CartLine[]): CartActionPackage[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return groups.map(({ ref, root, parts, ended, shortPart, partsTotal }) => ({
    id: root.id,
    package_id: ref.row.id,
    name: ref.name,
    quantity: root.quantity,
    unit_price: ended ? Math.round(partsTotal / root.quantity) : ref.row.price,
    line_price: parts.reduce((s, p) => s + p.unitPrice * p.quantity, 0),
    parts_total: partsTotal,
    discount: parts.reduce((s, p) => s + p.discount, 0),
    ended,
    short_part: shortPart,
    parts: parts.map((p) => {
      const l = byId.get(p.id)!;
      return {
        product_id: p.productId ?? 0,
        name: p.name,
        seo_name: l.seoName ?? "",
        type_code: l.typeCode ?? "",
        color_hex: l.colorHex,
        image_url: l.imageUrl,
        quantity: p.quantity / root.quantity,
        list_price: l.price ?? 0,
        unit_price: p.unitPrice,
      };
    }),
  }));
}

/** The line's kind as the discounts see it: a package's part is "package" (decision 021). */
export const discountKind = (p: Pick<PricedLine, "kind" | "actionPackage">) =>
  p.actionPackage ? "package" : p.kind === "product" ? "product" : "other";
