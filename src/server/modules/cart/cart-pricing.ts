import type { CartActionPackage } from "../../../contract/action-packages.js";
import type { CartPackage } from "../../../contract/cart.js";
import { applyDiscounts, type DiscountRule } from "../../../domain/discounts.js";
import { imageRefOf } from "../../../domain/image-ref.js";
import type { CartLine, ServiceOfferRow } from "./cart.queries.js";
import { actionPackagesOut, discountKind, priceActionPackages } from "./cart-action-package-pricing.js";
import { fits, offerLineCode, optionsFor } from "./service-offers.js";

/** One priced line, what an order item is made from. */
export interface PricedLine {
  id: number;
  parentId: number | null;
  kind: string;
  productId: number | null;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  finalPrice: number;
  vatRate: number;
  needsReselect: boolean;
  /** The action package the line was sold in (issue 20): its price is a share of the package's. */
  actionPackage?: { id: number; name: string } | null;
}

export interface PricedCart {
  packages: CartPackage[];
  lines: PricedLine[];
  count: number;
  itemsTotal: number;
  discountTotal: number;
  buyoutBonusTotal: number;
  /** Goods after discounts and buy-back bonuses (no delivery, no payment fee). */
  goodsTotal: number;
  applied: { rule: DiscountRule & { codeId?: number | null }; amount: number }[];
  invalid: DiscountRule[];
  needsReselect: boolean;
  hasLease: boolean;
  /** Action packages, each one group at its package price (cart-action-package-pricing.ts). */
  actionPackages: CartActionPackage[];
}

/**
 * Prices a cart from its lines, the service offers and its discounts. The server calls this for
 * the cart, the summary and the order, so the order is always priced exactly as shown.
 */
export function priceCart(
  lines: CartLine[],
  offers: ServiceOfferRow[],
  rules: (DiscountRule & { codeId?: number | null })[],
  now: Date,
  /** The page language, for the pictures' alt texts. */
  language = "cs",
): PricedCart {
  const roots = lines.filter((l) => l.parentId === null && l.productId !== null);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const priced: PricedLine[] = [];
  for (const l of lines) {
    if (l.productId === null && l.serviceOfferId === null) continue;
    const parent = l.parentId ? byId.get(l.parentId) : undefined;
    let unit = l.price ?? 0;
    let needsReselect = false;
    let name = l.name ?? "";
    let code = l.code ?? "";
    let vatRate = l.vatRate ?? 21;
    if (l.kind === "gift") unit = 0;
    if (l.serviceOfferId !== null) {
      const device = parent ? { price: parent.price ?? 0, typeCode: parent.typeCode ?? "" } : null;
      const offer = {
        id: l.serviceOfferId,
        kind: l.offerKind,
        code: l.offerCode,
        price: l.offerPrice,
        isActive: l.offerActive,
        minDevicePrice: l.offerMin,
        maxDevicePrice: l.offerMax,
        productTypeCodes: [],
      } as unknown as ServiceOfferRow;
      const stillFits = device !== null && l.offerPrice !== null && fits(offer, device);
      needsReselect = !stillFits || l.chosenPrice !== l.offerPrice;
      // Spec §8: a changed insurance price is never charged silently.
      unit = needsReselect ? 0 : (l.offerPrice ?? 0);
      name = l.offerName ?? "";
      code = offerLineCode(l.offerKind ?? "", l.offerCode ?? "");
      vatRate = 0; // insurance and warranty services are VAT-exempt financial services
    }
    priced.push({
      id: l.id,
      parentId: l.parentId,
      kind: l.kind,
      productId: l.productId,
      code,
      name,
      quantity: l.quantity,
      unitPrice: unit,
      discount: 0,
      finalPrice: unit * l.quantity,
      vatRate,
      needsReselect,
    });
  }
  const actionGroups = priceActionPackages(priced, lines, now);
  const disc = applyDiscounts(
    rules,
    priced.map((p) => ({
      key: p.id,
      productId: p.productId,
      kind: discountKind(p),
      quantity: p.quantity,
      unitPrice: p.unitPrice,
    })),
    now,
  );
  for (const p of priced) {
    p.discount = disc.byLine.get(p.id) ?? 0;
    p.finalPrice -= p.discount;
  }
  const pricedById = new Map(priced.map((p) => [p.id, p]));
  let bonusTotal = 0;
  const packages: CartPackage[] = roots.map((r) => {
    const root = pricedById.get(r.id)!;
    const children = priced.filter((p) => p.parentId === r.id);
    const packageTotal = root.finalPrice + children.reduce((s, c) => s + c.finalPrice, 0);
    const bonus = r.buyoutQuoteId ? Math.min(r.buyoutBonusAmount ?? 0, packageTotal) : 0;
    bonusTotal += bonus;
    return {
      id: r.id,
      product: {
        id: r.productId!,
        code: r.code ?? "",
        name: r.name ?? "",
        seo_name: r.seoName ?? "",
        master_seo_name: r.masterSeoName ?? "",
        type_code: r.typeCode ?? "",
        color_name: r.colorName,
        color_hex: r.colorHex,
        image_url: r.imageUrl,
        image: imageRefOf(r.image, language, r.name ?? ""),
        common_price: r.commonPrice,
        warehouse_stock: r.warehouseStock ?? 0,
      },
      quantity: r.quantity,
      unit_price: root.unitPrice,
      line_price: root.unitPrice * root.quantity,
      discount: root.discount,
      installment: r.installmentId
        ? {
            id: r.installmentId,
            arrange_type: (r.installmentArrangeType ?? "online") as "on-store" | "online",
          }
        : null,
      buyout_bonus: r.buyoutQuoteId
        ? { quote_id: r.buyoutQuoteId, percent: r.buyoutBonusPercent ?? 0, amount: bonus }
        : null,
      items: children.map((c) => {
        const src = byId.get(c.id)!;
        return {
          id: c.id,
          kind: c.kind,
          name: c.name,
          product_seo_name: src.seoName,
          image: src.productId === null ? null : imageRefOf(src.image, language, c.name),
          service_offer_id: src.serviceOfferId,
          quantity: c.quantity,
          unit_price: c.unitPrice,
          line_price: c.finalPrice,
          needs_reselect: c.needsReselect,
        };
      }),
      options: optionsFor(offers, { price: r.price ?? 0, typeCode: r.typeCode ?? "" }),
    };
  });
  const itemsTotal = priced.reduce((s, p) => s + p.unitPrice * p.quantity, 0);
  return {
    packages,
    lines: priced,
    count: priced.filter((p) => p.kind === "product").reduce((s, p) => s + p.quantity, 0),
    itemsTotal,
    discountTotal: disc.total,
    buyoutBonusTotal: bonusTotal,
    goodsTotal: itemsTotal - disc.total - bonusTotal,
    applied: disc.applied.map((a) => ({ rule: a.rule, amount: a.amount })),
    invalid: disc.invalid,
    needsReselect: priced.some((p) => p.needsReselect),
    actionPackages: actionPackagesOut(actionGroups, lines),
    hasLease: roots.some((r) => r.installmentId?.includes("lease") ?? false),
  };
}
