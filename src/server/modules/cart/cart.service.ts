import type { AddToCartBody, CartPackages } from "../../../contract/cart.js";
import type { DbOrTx } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound, ValidationError } from "../../platform/errors.js";
import { cartRules } from "../discounts/discounts.service.js";
import { bonusAmount, buybackBonusSource, type QuoteViewer } from "./buyback-bonus.js";

import {
  activeServiceOffers,
  addToSamePlainLine,
  type CartLine,
  type CartRow,
  cartLines,
  cartById as cartRowById,
  clearQuoteInCart,
  countProducts,
  deleteItems,
  deleteItemsById,
  insertItem,
  insertItems,
  insertLoneLine,
  lineOfCart,
  manufacturerOfProduct,
  productForCart,
  serviceOfferNameRows,
  setBuybackBonusOf,
  setItemQuantity,
  updateCartChoice,
} from "./cart.queries.js";
import { actionPackageMessages, attachActionPackages } from "./cart-action-packages.js";
import { type PricedCart, priceCart } from "./cart-pricing.js";
import {
  type Choice,
  type Device,
  findOffer,
  lineKind,
  offerLineCode,
  optionsFor,
} from "./service-offers.js";

export {
  actionPackageMessages,
  actionPackageProblems,
  addActionPackage,
  removeActionPackage,
  setActionPackageCount,
} from "./cart-action-packages.js";
export {
  CART_COOKIE,
  currentCart,
  currentCartCount,
  currentCartId,
  requireCartId,
} from "./cart-http.js";
export type { PricedCart, PricedLine } from "./cart-pricing.js";
export { type OfferKind, offerLineCode, parseOfferLineCode } from "./service-offers.js";
// The cart's public surface: other modules reach the cart only through this file.
export type { CartLine, CartRow };
export { productForCart };

/**
 * The service offers' names by the code their order items carry (`warranty:mp-24` → "Prodloužená
 * záruka +24 měsíců"): the orders module names services with them on staff screens and documents.
 * `tx`: read inside the caller's transaction.
 */
export async function serviceOfferNames(ctx: AppContext, tx?: DbOrTx): Promise<Map<string, string>> {
  const rows = await serviceOfferNameRows(tx ?? ctx.db);
  return new Map(rows.map((r) => [offerLineCode(r.kind, r.code), r.name]));
}

/** The cart row by id (open or not). */
export const cartById = (ctx: AppContext, id: number): Promise<CartRow | null> => cartRowById(ctx.db, id);

/**
 * The shopper's checkout choices kept on the cart (delivery, place, payment, installment, the
 * pay-later decision), so the summary and the order read them back.
 */
export async function setCartChoice(
  ctx: AppContext,
  cartId: number,
  choice: Parameters<typeof updateCartChoice>[2],
  opts: { touch?: boolean } = {},
): Promise<void> {
  await updateCartChoice(ctx.db, cartId, choice, opts.touch ?? true);
}
/** The service options the cart accepts for a device, priced (the product page offers exactly these). */
export const serviceOptionsFor = async (ctx: AppContext, device: Device) =>
  optionsFor(await activeServiceOffers(ctx.db), device);

/**
 * The cart priced now: lines, offers and discounts, three small queries. `options: false` leaves
 * out the service options offered with each package (and their query) for callers that only
 * need the prices, such as the order submit.
 */
export async function pricedCart(
  ctx: AppContext,
  cartId: number | null,
  opts: { options?: boolean } = {},
): Promise<PricedCart & { rawLines: CartLine[] }> {
  if (!cartId) return { ...priceCart([], [], [], new Date()), rawLines: [] };
  const now = new Date();
  const [lines, offers, rules] = await Promise.all([
    cartLines(ctx.db, cartId, ctx.market.code),
    opts.options === false ? [] : activeServiceOffers(ctx.db),
    cartRules(ctx.db, cartId, now),
  ]);
  await attachActionPackages(ctx, lines);
  return { ...priceCart(lines, offers, rules, now, ctx.market.language), rawLines: lines };
}

export function toPackagesResponse(ctx: AppContext, p: PricedCart, t: (k: string) => string): CartPackages {
  const messages: string[] = [];
  if (p.needsReselect) messages.push(t("cart:insuranceReselect"));
  if (p.invalid.some((r) => r.code)) messages.push(t("cart:invalidDiscount"));
  messages.push(...actionPackageMessages(p.actionPackages, t));
  return {
    count: p.count,
    currency: ctx.market.currency,
    packages: p.packages,
    action_packages: p.actionPackages,
    items_total: p.itemsTotal,
    discount_total: p.discountTotal,
    buyout_bonus_total: p.buyoutBonusTotal,
    total: p.goodsTotal,
    messages,
  };
}

export async function cartCount(ctx: AppContext, cartId: number | null): Promise<number> {
  return cartId ? countProducts(ctx.db, cartId) : 0;
}

const unavailable = () => badRequest("cart:productUnavailable", "product_unavailable");

/** Spec §3 Add-to-cart payload: a device with its services, or an accessory into a package. */
export async function addToCart(
  ctx: AppContext,
  cartId: number,
  b: AddToCartBody,
  /**
   * `fresh`: the cart was created by this request (it has no lines yet). `product`: the product's
   * row being read already (`productForCart(db, b.product)`), e.g. while the cart was looked up.
   */
  opts: { fresh?: boolean; product?: ReturnType<typeof productForCart> } = {},
): Promise<number> {
  const p = await (opts.product ?? productForCart(ctx.db, b.product));
  if (!p) throw new ValidationError({ product: ["cart:productNotFound"] }, "cart:productNotFound");
  if (!p.isActive || p.warehouseStock + p.storeStock <= 0) throw unavailable();
  const device: Device = { price: p.price, typeCode: p.typeCode };
  const choices: Choice[] = [];
  if (b.generalTuito) choices.push({ kind: "general_insurance", id: b.generalTuito });
  if (b.screenTuito) choices.push({ kind: "screen_insurance", id: b.screenTuito });
  if (b.mp_warranty) choices.push({ kind: "warranty", months: b.mp_warranty.month_count });
  if (b.prolongWarranty) choices.push({ kind: "prolong", code: b.prolongWarranty.code });
  const offers = choices.length ? await activeServiceOffers(ctx.db) : [];
  const chosen = choices.map((c) => {
    const o = findOffer(offers, c, device);
    if (!o)
      throw new ValidationError({
        [c.kind === "general_insurance"
          ? "generalTuito"
          : c.kind === "screen_insurance"
            ? "screenTuito"
            : c.kind === "warranty"
              ? "mp_warranty"
              : "prolongWarranty"]: ["cart:serviceUnavailable"],
      });
    return o;
  });

  // The common case, the same plain product again, is one conditional UPDATE without a transaction
  // (a cart created by this very request has no lines yet: nothing to look for).
  if (
    !b.cart_package_item_parent_id &&
    !chosen.length &&
    !b.installment_id &&
    !b.buyout_product &&
    !opts.fresh
  ) {
    const same = await addToSamePlainLine(ctx.db, cartId, p.id, b.quantity);
    if (same !== null) return same;
  }
  const line = {
    cartId,
    productId: p.id,
    quantity: b.quantity,
    installmentId: b.installment_id ?? null,
    installmentArrangeType: b.installment_id ? (b.installment_arrange_type ?? "online") : null,
    buyoutProduct: b.buyout_product ?? null,
  };
  // A lone line (no package parent, no services, no gifts) is one INSERT, atomic by itself.
  if (!b.cart_package_item_parent_id && !chosen.length && !p.giftIds.length)
    return insertLoneLine(ctx.db, line);
  return ctx.db.transaction(async (tx) => {
    let parentId: number | null = null;
    if (b.cart_package_item_parent_id) {
      parentId = await lineOfCart(tx, cartId, b.cart_package_item_parent_id);
      if (!parentId) throw new ValidationError({ cart_package_item_parent_id: ["cart:packageNotFound"] });
    }
    const itemId = await insertItem(tx, { ...line, kind: "product", parentId });
    if (!parentId) {
      const rows = chosen.map((o) => ({
        cartId,
        parentId: itemId,
        kind: lineKind(o.kind),
        serviceOfferId: o.id,
        quantity: 1,
        chosenPrice: o.price,
      }));
      await insertItems(tx, [
        ...rows,
        ...p.giftIds.map((id) => ({ cartId, parentId: itemId, kind: "gift", productId: id, quantity: 1 })),
      ]);
    }
    return itemId;
  });
}

/** Spec: remove by seo name; with the parent's seo name, only inside that package. */
export async function removeFromCart(
  ctx: AppContext,
  cartId: number,
  seoName: string,
  parentSeoName?: string | null,
): Promise<void> {
  const lines = await cartLines(ctx.db, cartId, ctx.market.code);
  const target = lines.find((l) => {
    if (l.seoName !== seoName) return false;
    if (!parentSeoName) return l.parentId === null;
    const parent = lines.find((x) => x.id === l.parentId);
    return parent?.seoName === parentSeoName;
  });
  if (!target) throw notFound("cart:itemNotFound");
  const ids = [target.id, ...lines.filter((l) => l.parentId === target.id).map((l) => l.id)];
  await deleteItems(ctx.db, cartId, ids);
}

async function packageRoot(ctx: AppContext, cartId: number, id: number) {
  const lines = await cartLines(ctx.db, cartId, ctx.market.code);
  const root = lines.find((l) => l.id === id && l.parentId === null);
  if (!root || root.productId === null) throw notFound("cart:packageNotFound");
  return {
    root,
    children: lines.filter((l) => l.parentId === id),
    device: { price: root.price ?? 0, typeCode: root.typeCode ?? "" },
  };
}

export async function packageProduct(ctx: AppContext, cartId: number, id: number) {
  const priced = await pricedCart(ctx, cartId);
  const pkg = priced.packages.find((p) => p.id === id);
  if (!pkg) throw notFound("cart:packageNotFound");
  return pkg;
}

/** Spec: PATCH package product (quantity, or selected_insurance_ids, warranty_month_value, prolong_warranty_code). */
export async function patchPackage(
  ctx: AppContext,
  cartId: number,
  id: number,
  patch: {
    quantity?: number;
    selected_insurance_ids?: number[];
    warranty_month_value?: number | null;
    prolong_warranty_code?: string | null;
  },
): Promise<void> {
  const { root, children, device } = await packageRoot(ctx, cartId, id);
  const offers = await activeServiceOffers(ctx.db);
  await ctx.db.transaction(async (tx) => {
    if (patch.quantity !== undefined) await setItemQuantity(tx, root.id, patch.quantity);
    const replace = async (kinds: string[], picks: Choice[], field: string) => {
      const found = picks.map((c) => findOffer(offers, c, device));
      if (found.some((o) => !o)) throw new ValidationError({ [field]: ["cart:serviceUnavailable"] });
      const old = children.filter((c) => c.offerKind && kinds.includes(c.offerKind)).map((c) => c.id);
      await deleteItemsById(tx, old);
      const rows = found.map((o) => ({
        cartId,
        parentId: root.id,
        kind: lineKind(o!.kind),
        serviceOfferId: o!.id,
        quantity: 1,
        chosenPrice: o!.price,
      }));
      await insertItems(tx, rows);
    };
    if (patch.selected_insurance_ids !== undefined) {
      const picks: Choice[] = patch.selected_insurance_ids.map((oid) => {
        const kind = offers.find((o) => o.id === oid)?.kind;
        return { kind: kind === "screen_insurance" ? "screen_insurance" : "general_insurance", id: oid };
      });
      await replace(["general_insurance", "screen_insurance"], picks, "selected_insurance_ids");
    }
    if (patch.warranty_month_value !== undefined)
      await replace(
        ["warranty"],
        patch.warranty_month_value ? [{ kind: "warranty", months: patch.warranty_month_value }] : [],
        "warranty_month_value",
      );
    if (patch.prolong_warranty_code !== undefined)
      await replace(
        ["prolong"],
        patch.prolong_warranty_code ? [{ kind: "prolong", code: patch.prolong_warranty_code }] : [],
        "prolong_warranty_code",
      );
  });
}

/** Spec: POST/DELETE bonus buy-back per package. The bonus comes from the buy-back bonus settings. */
export async function setBuybackBonus(
  ctx: AppContext,
  cartId: number,
  packageId: number,
  quoteId: string | null,
  viewer: QuoteViewer = { user: null, sessionHash: null },
): Promise<void> {
  const { root } = await packageRoot(ctx, cartId, packageId);
  if (quoteId === null) {
    await setBuybackBonusOf(ctx.db, root.id, null);
    return;
  }
  const source = await buybackBonusSource();
  const quote = await source.acceptedQuote(ctx, quoteId, viewer);
  if (!quote) throw new ValidationError({ buyout_quote_id: ["cart:buybackQuoteInvalid"] });
  const manufacturerId = (await manufacturerOfProduct(ctx.db, root.productId!))!;
  const percent = await source.bonusPercent(ctx, quote, { typeCode: root.typeCode ?? "", manufacturerId });
  // One quote gives one bonus: it leaves any other package that had it.
  await ctx.db.transaction(async (tx) => {
    await clearQuoteInCart(tx, cartId, quoteId);
    await setBuybackBonusOf(tx, root.id, {
      quoteId: quote.id,
      percent,
      amount: bonusAmount(quote.price, percent),
    });
  });
}

export async function setProlongWarranty(
  ctx: AppContext,
  cartId: number,
  packageId: number,
  code: string | null,
): Promise<void> {
  await patchPackage(ctx, cartId, packageId, { prolong_warranty_code: code });
}

/** The account's deletion (issue 16, decision 016). */
export { eraseCartsOfUser } from "./personal-data.queries.js";
